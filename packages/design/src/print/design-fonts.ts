/** The font families a design's visible text layers use, each once, in the order they appear (for the proof). */
export function designFonts(document: unknown): string[] {
  if (typeof document !== 'object' || document === null || !Array.isArray((document as { layers?: unknown }).layers)) return [];
  const families = new Set<string>();
  for (const layer of (document as { layers: unknown[] }).layers) {
    if (typeof layer !== 'object' || layer === null) continue;
    const { fontFamily, visible } = layer as { fontFamily?: unknown; visible?: unknown };
    if (visible !== false && typeof fontFamily === 'string' && fontFamily.trim() !== '') families.add(fontFamily.trim());
  }
  return [...families];
}
