/** Spec 000 §9: badge maxima 9999, 999 when the menu is collapsed. */
export function badgeText(count: number, collapsed: boolean): string {
  const max = collapsed ? 999 : 9999;
  return count > max ? `${max}+` : String(count);
}
