// Reads back what a PDF really contains, for tests: page sizes in points and, per page, the size
// at which images and vector drawings were placed (from the content stream's matrices).
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFStream } from 'pdf-lib';

export interface TInspectedPage {
  widthPt: number;
  heightPt: number;
  content: string;
  /** Width × height in points of every image drawn (from `w 0 0 h x y cm` before `Do`). */
  images: { w: number; h: number }[];
  /** Scale factors of every flipped-y matrix drawSvgPath set up (`s 0 0 -s 0 0 cm`). */
  vectorScales: number[];
}

function streamText(stream: PDFStream): string {
  if (!(stream instanceof PDFRawStream)) return '';
  const filter = stream.dict.get(PDFName.of('Filter'));
  const raw = Buffer.from(stream.contents);
  return (filter ? inflateSync(raw) : raw).toString('latin1');
}

export async function inspectPdf(bytes: Uint8Array | Buffer): Promise<TInspectedPage[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref) as PDFStream)
      : contents
        ? [contents as PDFStream]
        : [];
    const content = streams.map(streamText).join('\n');
    const images: { w: number; h: number }[] = [];
    const num = '(-?[\\d.]+)';
    const imageRe = new RegExp(`${num} 0 0 ${num} 0 0 cm\\s+(?:1 0 0 1 0 0 cm\\s+)?/\\S+ Do`, 'g');
    for (const m of content.matchAll(imageRe)) images.push({ w: Number(m[1]), h: Number(m[2]) });
    const vectorScales: number[] = [];
    for (const m of content.matchAll(new RegExp(`${num} 0 0 -${num} 0 0 cm`, 'g'))) vectorScales.push(Number(m[1]));
    return { widthPt: page.getWidth(), heightPt: page.getHeight(), content, images, vectorScales };
  });
}
