/**
 * The order files reach a CDN in: what HTML points at (hashed bundles, static/) first, then
 * page-data (which the runtime fetches for the next page), the HTML and sw.js last. A visitor
 * arriving during an upload gets the old HTML or new HTML whose assets are all there.
 */
export type UploadWave = 'assets' | 'page-data' | 'html';

export const UPLOAD_WAVES: readonly UploadWave[] = ['assets', 'page-data', 'html'];

export function waveOf(file: string): UploadWave {
  if (file.endsWith('.html') || file === 'sw.js') return 'html';
  if (file.startsWith('page-data/')) return 'page-data';
  return 'assets';
}
