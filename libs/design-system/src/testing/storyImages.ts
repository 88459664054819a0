// Artwork for stories and tests: inline SVG "product shots" (a key blank or a cutting machine on a
// studio gradient), so Storybook never fetches an image from the network.
const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`,
  )}`;

const studio = (id: string, from: string, to: string, width: number, height: number) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
  `<radialGradient id="${id}l" cx="0.3" cy="0.25" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
  `<rect width="${width}" height="${height}" fill="url(#${id})"/><rect width="${width}" height="${height}" fill="url(#${id}l)"/>`;

/** A brass key blank lying on a steel-blue backdrop. */
export const keyPhoto = svg(
  studio('k', '#16355c', '#0b1a2e', 1200, 800) +
    `<g transform="translate(260 260) rotate(-12)">` +
    `<ellipse cx="360" cy="330" rx="430" ry="40" fill="#000" opacity="0.25"/>` +
    `<rect x="0" y="80" width="240" height="240" rx="56" fill="#d69a2d"/><rect x="70" y="150" width="100" height="100" rx="24" fill="#16355c"/>` +
    `<path d="M236 160h470l40 40-40 40h-40v40h-40v-40h-40v60h-40v-60h-40v40h-40v-40H236z" fill="#e0a83c"/>` +
    `<path d="M236 172h500" stroke="#b27a18" stroke-width="8"/></g>`,
  1200,
  800,
);

/** A key-cutting machine silhouette on a pale workshop backdrop. */
export const machinePhoto = svg(
  studio('m', '#eef2f7', '#c9d3df', 1200, 800) +
    `<ellipse cx="600" cy="640" rx="420" ry="36" fill="#0f1b2d" opacity="0.18"/>` +
    `<rect x="250" y="420" width="700" height="210" rx="18" fill="#0b4a8b"/>` +
    `<rect x="290" y="455" width="240" height="60" rx="8" fill="#0f1b2d"/><rect x="300" y="465" width="220" height="40" rx="4" fill="#3fa7ff" opacity="0.7"/>` +
    `<circle cx="820" cy="525" r="46" fill="#d69a2d"/><circle cx="820" cy="525" r="18" fill="#0f1b2d"/>` +
    `<rect x="380" y="200" width="90" height="230" rx="10" fill="#25303f"/><rect x="730" y="240" width="90" height="190" rx="10" fill="#25303f"/>` +
    `<rect x="360" y="170" width="480" height="60" rx="12" fill="#3b4b5f"/><rect x="560" y="230" width="80" height="120" rx="6" fill="#8fa1b5"/>` +
    `<path d="M585 350h30l-15 40z" fill="#d69a2d"/>`,
  1200,
  800,
);

/** A ring of remote car keys on a dark backdrop. */
export const carKeyPhoto = svg(
  studio('c', '#2a2f36', '#0d1014', 1200, 800) +
    `<g transform="translate(600 400)"><circle r="150" fill="none" stroke="#b8c2d1" stroke-width="14"/>` +
    `<g transform="rotate(25)"><rect x="120" y="-70" width="260" height="140" rx="60" fill="#11161c" stroke="#4a5568" stroke-width="6"/>` +
    `<circle cx="210" cy="0" r="22" fill="#c98a1b"/><circle cx="290" cy="0" r="22" fill="#4a5568"/></g>` +
    `<g transform="rotate(200)"><rect x="130" y="-24" width="300" height="48" rx="10" fill="#c0c8d2"/>` +
    `<path d="M330 -24h100v48h-20v-20h-20v20h-20v-30h-20v30h-20z" fill="#8fa1b5"/></g></g>`,
  1200,
  800,
);

export const storyPhotos = { keyPhoto, machinePhoto, carKeyPhoto } as const;
