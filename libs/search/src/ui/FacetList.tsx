import { useRefinementList } from 'react-instantsearch';
import * as styles from './SiteSearch.css';

/**
 * A refinement list as checkboxes in a fieldset: values OR'd within the facet (disjunctive), so
 * each count stays what choosing that value would add. Hidden while the facet has no values.
 */
export function FacetList({ attribute, legend, labelOf }: { attribute: string; legend: string; labelOf?: (value: string) => string }) {
  const { items, refine } = useRefinementList({ attribute, operator: 'or', limit: 20, sortBy: ['isRefined', 'count:desc', 'name:asc'] });
  if (items.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {items.map((item) => (
        <label key={item.value} className={styles.option}>
          <input type="checkbox" checked={item.isRefined} onChange={() => refine(item.value)} />
          <span>{labelOf ? labelOf(item.value) : item.label}</span>
          <span className={styles.count}>{item.count}</span>
        </label>
      ))}
    </fieldset>
  );
}
