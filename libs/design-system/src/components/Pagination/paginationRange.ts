/** A page number, or a gap between non-adjacent numbers. */
export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers to show: always the first and last, `siblings` on each side of the current page,
 * and an ellipsis where numbers are skipped (an ellipsis never stands in for a single page).
 */
export function paginationRange(current: number, total: number, siblings = 1): PaginationItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  // first + last + current + siblings + two ellipses
  const slots = siblings * 2 + 5;
  if (total <= slots) return Array.from({ length: total }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(page - siblings, total - siblings * 2 - 2));
  const end = Math.min(total - 1, Math.max(page + siblings, siblings * 2 + 3));
  const items: PaginationItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}
