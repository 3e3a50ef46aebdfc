// Duration of a RIFF/WAVE recording from its header, or undefined for anything else. Pure.
export function wavDurationSeconds(bytes: Uint8Array): number | undefined {
  if (bytes.length < 44) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return undefined;
  let byteRate: number | undefined;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 16 <= bytes.length) byteRate = view.getUint32(at + 16, true);
    if (id === 'data') {
      if (!byteRate) return undefined;
      // Streamed WAVs may say 0 or 0xFFFFFFFF: then the bytes present are what counts.
      const dataSize = size === 0 || size === 0xffffffff ? bytes.length - at - 8 : Math.min(size, bytes.length - at - 8);
      return dataSize / byteRate;
    }
    at += 8 + size + (size % 2);
  }
  return undefined;
}
