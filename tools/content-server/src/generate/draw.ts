// Raster images drawn from SVG with sharp: keys and key-cutting machines in metal gradients, each
// from its own parameters, so no two products share an image. Deterministic: same input, same bytes.
import sharp from 'sharp';

export interface KeyLook {
  hue: number;
  shape: number;
  cuts: number[];
  grooves: number;
}

const metal = (id: string, hue: number, saturation = 35) => `
  <linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},${saturation}%,82%)"/>
    <stop offset="0.45" stop-color="hsl(${hue},${saturation}%,62%)"/>
    <stop offset="0.55" stop-color="hsl(${hue},${saturation}%,48%)"/>
    <stop offset="1" stop-color="hsl(${hue},${saturation}%,70%)"/>
  </linearGradient>`;

function background(hue: number): string {
  return `
  <defs>
    <radialGradient id="bg" cx="0.35" cy="0.3" r="0.9">
      <stop offset="0" stop-color="hsl(${(hue + 180) % 360},18%,97%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 200) % 360},20%,80%)"/>
    </radialGradient>
    <filter id="shadow" x="-10%" y="-10%" width="130%" height="140%">
      <feGaussianBlur in="SourceAlpha" stdDeviation="8"/>
      <feOffset dx="6" dy="12" result="blur"/>
      <feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer>
      <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
    </filter>
    ${metal('metal', hue)}
    ${metal('dark', (hue + 20) % 360, 15)}
  </defs>
  <rect width="800" height="600" fill="url(#bg)"/>
  <g opacity="0.08">${Array.from({ length: 12 }, (_, i) => `<circle cx="${(i * 137) % 800}" cy="${(i * 251) % 600}" r="${40 + ((i * 53) % 90)}" fill="hsl(${hue},40%,40%)"/>`).join('')}</g>`;
}

/** One key: bow (four shapes), blade with the bitting cut into its top edge, grooves, engraved code. */
function keyShape(look: KeyLook, label: string, transform: string): string {
  const bowX = 150;
  const bowY = 300;
  const bows = [
    `<circle cx="${bowX}" cy="${bowY}" r="95"/>`,
    `<rect x="${bowX - 95}" y="${bowY - 85}" width="190" height="170" rx="40"/>`,
    `<path d="M ${bowX - 100} ${bowY} L ${bowX - 50} ${bowY - 90} L ${bowX + 50} ${bowY - 90} L ${bowX + 100} ${bowY} L ${bowX + 50} ${bowY + 90} L ${bowX - 50} ${bowY + 90} Z"/>`,
    `<ellipse cx="${bowX}" cy="${bowY}" rx="110" ry="80"/>`,
  ];
  const bladeStart = bowX + 80;
  const bladeEnd = 700;
  const top = bowY - 38;
  const step = (bladeEnd - 60 - bladeStart) / look.cuts.length;
  let edge = `M ${bladeStart} ${top}`;
  look.cuts.forEach((depth, index) => {
    const x = bladeStart + 30 + index * step;
    edge += ` L ${x} ${top} L ${x + step * 0.35} ${top + depth * 3.2} L ${x + step * 0.65} ${top + depth * 3.2} L ${x + step} ${top}`;
  });
  edge += ` L ${bladeEnd - 30} ${top} L ${bladeEnd} ${bowY - 5} L ${bladeEnd - 20} ${bowY + 38} L ${bladeStart} ${bowY + 38} Z`;
  const grooves = Array.from(
    { length: look.grooves },
    (_, i) => `<line x1="${bladeStart + 10}" y1="${bowY + 4 + i * 11}" x2="${bladeEnd - 40}" y2="${bowY + 4 + i * 11}" stroke="url(#dark)" stroke-width="4" stroke-linecap="round"/>`,
  ).join('');
  return `<g transform="${transform}" filter="url(#shadow)">
    <g fill="url(#metal)" stroke="hsl(${look.hue},30%,30%)" stroke-width="3">${bows[look.shape % 4]}<path d="${edge}"/></g>
    <circle cx="${bowX - 30}" cy="${bowY}" r="26" fill="url(#bg)" stroke="hsl(${look.hue},30%,30%)" stroke-width="3"/>
    ${grooves}
    <text x="${bowX + 45}" y="${bowY + 10}" font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="bold" fill="hsl(${look.hue},30%,28%)" text-anchor="middle">${label}</text>
  </g>`;
}

function machineShape(look: KeyLook, label: string): string {
  const width = 420 + look.shape * 30;
  const x = (800 - width) / 2;
  const bodyHue = look.hue;
  return `<g filter="url(#shadow)">
    <rect x="${x}" y="330" width="${width}" height="170" rx="18" fill="hsl(${bodyHue},45%,42%)"/>
    <rect x="${x}" y="330" width="${width}" height="40" rx="18" fill="hsl(${bodyHue},45%,55%)"/>
    <rect x="${x + 30}" y="160" width="${width * 0.45}" height="180" rx="14" fill="hsl(${bodyHue},40%,35%)"/>
    <rect x="${x + 50}" y="185" width="${width * 0.45 - 40}" height="90" rx="6" fill="hsl(200,60%,${20 + look.grooves * 8}%)"/>
    <text x="${x + 60}" y="225" font-family="DejaVu Sans Mono, monospace" font-size="20" fill="hsl(140,70%,70%)">${label}</text>
    <text x="${x + 60}" y="255" font-family="DejaVu Sans Mono, monospace" font-size="16" fill="hsl(140,50%,60%)">${look.cuts.join('')}</text>
    ${[0, 1, 2].map((i) => `<circle cx="${x + 70 + i * 45}" cy="305" r="13" fill="hsl(${(bodyHue + 120 * i) % 360},70%,55%)"/>`).join('')}
    <rect x="${x + width * 0.58}" y="250" width="${width * 0.3}" height="60" rx="6" fill="url(#metal)" stroke="#333" stroke-width="2"/>
    <circle cx="${x + width * 0.73}" cy="215" r="${38 + look.shape * 4}" fill="url(#dark)" stroke="#222" stroke-width="3"/>
    <g stroke="#555" stroke-width="3">${Array.from({ length: 12 }, (_, i) => {
      const angle = (i * Math.PI) / 6;
      const cx = x + width * 0.73;
      return `<line x1="${cx + Math.cos(angle) * 20}" y1="${215 + Math.sin(angle) * 20}" x2="${cx + Math.cos(angle) * (36 + look.shape * 4)}" y2="${215 + Math.sin(angle) * (36 + look.shape * 4)}"/>`;
    }).join('')}</g>
    <rect x="${x + width * 0.6}" y="268" width="${width * 0.26}" height="10" fill="hsl(${bodyHue},20%,85%)"/>
    <rect x="${x + 20}" y="500" width="40" height="18" fill="#222"/><rect x="${x + width - 60}" y="500" width="40" height="18" fill="#222"/>
    <text x="${x + width - 24}" y="${470}" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="bold" fill="white" text-anchor="end">CLAVIS</text>
  </g>`;
}

async function render(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 74, mozjpeg: true }).toBuffer();
}

/** A product photo: a key blank, or a machine (accessories are drawn as a key on a jaw). */
export function drawProduct(kind: 'key-blank' | 'machine' | 'accessory', look: KeyLook, label: string): Promise<Buffer> {
  const body =
    kind === 'machine'
      ? machineShape(look, label)
      : keyShape(look, label, kind === 'accessory' ? 'translate(0,40) scale(0.9)' : 'rotate(-8 400 300)');
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">${background(look.hue)}${body}</svg>`);
}

/** An editorial picture (news, events, categories, gallery): a fan of keys, or a machine with keys. */
export function drawScene(look: KeyLook, label: string, variant: number): Promise<Buffer> {
  const keys = [0, 1, 2]
    .map((i) =>
      keyShape(
        { ...look, hue: (look.hue + i * 40) % 360, shape: (look.shape + i) % 4, cuts: look.cuts.map((c, j) => ((c + i * j) % 9) + 1) },
        i === 1 ? label : '',
        `translate(${60 + i * 30},${-60 + i * 70}) rotate(${-20 + i * 14} 400 300) scale(0.85)`,
      ),
    )
    .join('');
  const body = variant % 2 === 0 ? keys : `${machineShape(look, label)}<g transform="translate(0,-170) scale(0.5)">${keys}</g>`;
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">${background(look.hue)}${body}</svg>`);
}
