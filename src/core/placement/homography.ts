// A flat rectangle w × h mapped onto any four corners (a perspective warp), as the 4×4 matrix CSS
// `matrix3d()` takes (column-major). Used to lay a design onto a photo of a body part. Pure.

export type TPoint = { x: number; y: number };

/** Solves the 8 unknowns of the 3×3 homography taking (0,0),(w,0),(w,h),(0,h) to the corners. */
export function homography(w: number, h: number, corners: [TPoint, TPoint, TPoint, TPoint]): number[] | null {
  const src: TPoint[] = [
    { x: 0, y: 0 },
    { x: w, y: 0 },
    { x: w, y: h },
    { x: 0, y: h },
  ];
  const A: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = src[i];
    const { x: u, y: v } = corners[i];
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const s = solve(A, b);
  if (!s) return null;
  return [...s, 1];
}

/** CSS matrix3d (column-major) for the homography [a b c; d e f; g h 1]. */
export function toMatrix3d(hm: number[]): number[] {
  const [a, b, c, d, e, f, g, hh] = hm;
  return [a, d, 0, g, b, e, 0, hh, 0, 0, 1, 0, c, f, 0, 1];
}

/** Maps a point of the flat rectangle through the homography. */
export function applyHomography(hm: number[], p: TPoint): TPoint {
  const [a, b, c, d, e, f, g, h] = hm;
  const z = g * p.x + h * p.y + 1;
  return { x: (a * p.x + b * p.y + c) / z, y: (d * p.x + e * p.y + f) / z };
}

function solve(A: number[][], b: number[]): number[] | null {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(M[r][col]) > Math.abs(M[pivot][col])) pivot = r;
    if (Math.abs(M[pivot][col]) < 1e-12) return null;
    [M[col], M[pivot]] = [M[pivot], M[col]];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const k = M[r][col] / M[col][col];
      for (let c = col; c <= n; c++) M[r][c] -= k * M[col][c];
    }
  }
  return M.map((row, i) => row[n] / row[i]);
}
