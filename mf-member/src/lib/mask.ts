/** A real name with all but its first letter hidden (张** / J***·S****), dots kept. */
export function maskRealName(name: string): string {
  const chars = Array.from(name.trim());
  return chars.map((c, i) => (i === 0 || c === '·' ? c : '*')).join('');
}
