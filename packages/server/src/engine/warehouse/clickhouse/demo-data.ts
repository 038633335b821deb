/*
 * The demo's data in ClickHouse's SQL: the sample sales and the demo procedure's body (a
 * procedure runs SQL in its engine's dialect). The numbers are DuckDB's, to the cent.
 */

/** The demo `sales` table, its columns as DuckDB makes them (nullable, amounts with 2 decimals). */
export const createDemoSalesTable = `CREATE TABLE sales (region Nullable(String), product Nullable(String),
  month Nullable(String), scenario Nullable(String), amount Nullable(Decimal(14, 2)), quantity Nullable(Int32))
  ENGINE = MergeTree ORDER BY tuple()`;

/**
 * The Demo domain's sample facts, as `duckdb/demo-data.ts` computes them: 5 regions × 8 products
 * × 24 months × 3 scenarios = 2,880 rows (each `arrayJoin` multiplies the rows). An amount is
 * rounded to the cent as a double, then read exactly as a decimal from its text (a cast from a
 * double would truncate).
 */
export const fillDemoSales = `INSERT INTO sales
SELECT region, product, substring(toString(addMonths(toDate('2024-01-01'), m)), 1, 7) AS month, scenario,
  CAST(toString(round(quantity * price * factor, 2)) AS Decimal(14, 2)) AS amount, quantity
FROM (
  SELECT rg.1 AS region, rg.2 AS r, pr.1 AS product, pr.2 AS p, pr.3 AS price, m, sc.1 AS scenario, sc.2 AS s,
    sc.3 AS factor,
    toInt32(greatest(1, round((40 + r * 7 + p * 5) * (1 + 0.25 * sin(2 * pi() * m / 12))
      + (((r * 131 + p * 71 + m * 37 + s * 17) * 2654435761) % 97) - 48))) AS quantity
  FROM (SELECT
    arrayJoin([('North', 0), ('South', 1), ('East', 2), ('West', 3), ('Central', 4)]) AS rg,
    arrayJoin([('Laptops', 0, 1200.0), ('Tablets', 1, 450.0), ('Phones', 2, 800.0), ('Monitors', 3, 300.0),
      ('Printers', 4, 220.0), ('Keyboards', 5, 60.0), ('Headsets', 6, 90.0), ('Docks', 7, 180.0)]) AS pr,
    arrayJoin(range(24)) AS m,
    arrayJoin([('Actual', 0, 1.0), ('Budget', 1, 1.05), ('Forecast', 2, 0.98)]) AS sc))
ORDER BY month, region, product, s`;

/** "Budget from actual": budget = actual × `$factor` on the demo sales table; the summary is the result. */
export const demoBudgetBody = `-- Budget = Actual × $factor on the demo sales table; the summary is the result.
ALTER TABLE sales DELETE WHERE scenario = 'Budget';
INSERT INTO sales (region, product, month, scenario, amount, quantity)
  SELECT region, product, month, 'Budget', CAST(toString(round(toFloat64(amount) * $factor, 2)) AS Decimal(14, 2)),
    toInt32(round(quantity * $factor))
  FROM sales WHERE scenario = 'Actual';
SELECT scenario, toInt32(count()) AS rows, toFloat64(sum(amount)) AS amount FROM sales GROUP BY scenario ORDER BY scenario`;
