// Small real PDF files (catalogues, documentation, bulletins) with pdf-lib. Dates and metadata are
// fixed so that the bytes do not change between runs.
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const FIXED_DATE = new Date('2026-01-15T09:00:00Z');

/** WinAnsi (the standard fonts' encoding) cannot draw Cyrillic and some Romanian letters: transliterate them. */
function printable(text: string): string {
  const map: Record<string, string> = { 'ș': 's', 'Ș': 'S', 'ț': 't', 'Ț': 'T', 'ă': 'a', 'Ă': 'A', '’': "'", '–': '-', '×': 'x' };
  return [...text].map((char) => map[char] ?? (char.charCodeAt(0) > 255 ? '?' : char)).join('');
}

export async function makePdf({
  title,
  subtitle,
  lines,
}: {
  title: string;
  subtitle: string;
  lines: string[];
}): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(printable(title));
  pdf.setAuthor('Clavis');
  pdf.setProducer('Clavis fixture generator');
  pdf.setCreator('tools/content-server');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const pages = Math.max(1, Math.ceil(lines.length / 30));
  for (let index = 0; index < pages; index += 1) {
    const page = pdf.addPage([595, 842]);
    page.drawRectangle({ x: 0, y: 782, width: 595, height: 60, color: rgb(0.11, 0.23, 0.42) });
    page.drawText('CLAVIS', { x: 40, y: 805, size: 22, font: bold, color: rgb(1, 1, 1) });
    page.drawText(printable(title), { x: 40, y: 740, size: 20, font: bold, color: rgb(0.1, 0.1, 0.1) });
    page.drawText(printable(subtitle), { x: 40, y: 715, size: 12, font, color: rgb(0.35, 0.35, 0.35) });
    lines.slice(index * 30, index * 30 + 30).forEach((line, row) => {
      page.drawText(printable(line), { x: 40, y: 680 - row * 20, size: 11, font, color: rgb(0.15, 0.15, 0.15) });
    });
    page.drawText(`${index + 1} / ${pages}`, { x: 520, y: 30, size: 9, font, color: rgb(0.5, 0.5, 0.5) });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
