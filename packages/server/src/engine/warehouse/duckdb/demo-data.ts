import type { CubeShape } from '../cubes';
import { dimColumn, factTable, refTable } from '../table-names';
import { measureColumn } from './cubes/cube-tables';

/*
 * The demo's data in DuckDB's SQL: the sample sales, the demo cube's facts and the demo
 * procedure's body (a procedure runs SQL in its engine's dialect).
 */

/**
 * The Demo domain's sample facts: 5 regions × 8 products × 24 months × 3 scenarios = 2,880 rows.
 * Pure arithmetic over the row's coordinates (a multiplicative hash for noise, a sine for season),
 * so every install gets the same numbers. Constants only: nothing from outside reaches this SQL.
 */
export const createDemoSales = `
create or replace table sales as
with
  regions(region, r) as (values ('North', 0), ('South', 1), ('East', 2), ('West', 3), ('Central', 4)),
  products(product, p, price) as (values
    ('Laptops', 0, 1200.0), ('Tablets', 1, 450.0), ('Phones', 2, 800.0), ('Monitors', 3, 300.0),
    ('Printers', 4, 220.0), ('Keyboards', 5, 60.0), ('Headsets', 6, 90.0), ('Docks', 7, 180.0)),
  months(m) as (select range from range(24)),
  scenarios(scenario, s, factor) as (values ('Actual', 0, 1.0), ('Budget', 1, 1.05), ('Forecast', 2, 0.98)),
  cells as (
    select region, product, m, scenario, s, price, factor,
      greatest(1, round((40 + r * 7 + p * 5) * (1 + 0.25 * sin(2 * pi() * m / 12))
        + (((r * 131 + p * 71 + m * 37 + s * 17) * 2654435761) % 97) - 48))::integer as quantity
    from regions, products, months, scenarios)
select region, product, strftime(date '2024-01-01' + to_months(m::integer), '%Y-%m') as month, scenario,
  round(quantity * price * factor, 2)::decimal(14, 2) as amount, quantity
from cells
order by month, region, product, s`;

/** "Budget from actual": budget = actual × `$factor` on the demo sales table; the summary is the result. */
export const demoBudgetBody = `-- Budget = Actual × $factor on the demo sales table; the summary is the result.
DELETE FROM sales WHERE scenario = 'Budget';
INSERT INTO sales (region, product, month, scenario, amount, quantity)
  SELECT region, product, month, 'Budget', round(amount * $factor, 2), round(quantity * $factor)::INTEGER
  FROM sales WHERE scenario = 'Actual';
SELECT scenario, count(*)::INTEGER AS rows, sum(amount)::DOUBLE AS amount FROM sales GROUP BY scenario ORDER BY scenario`;

/** The demo cube's facts from the sales: a dimension's member is the code in the column of its name. */
export function demoCubeFacts({ id, dimensions }: CubeShape): string {
  const joins = dimensions.map((d, i) => `JOIN ${refTable(d.refId)} r${i} ON r${i}.code = s.${d.name}`);
  const columns = [...dimensions.map((_, i) => dimColumn(i)), measureColumn(0), measureColumn(1)];
  return `INSERT INTO ${factTable(id)} (${columns.join(', ')})
     SELECT ${dimensions.map((_, i) => `r${i}.id`).join(', ')}, CAST(s.amount AS DECIMAL(18, 2)), CAST(s.quantity AS BIGINT)
     FROM sales s ${joins.join(' ')}`;
}
