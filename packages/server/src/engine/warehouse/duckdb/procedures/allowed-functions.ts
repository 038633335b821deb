/**
 * What a procedure may call, by the names DuckDB's parser gives them (`json_serialize_sql`): pure
 * functions over values. Anything else (files, the network, SQL from text such as `query()`, the
 * engine's settings and catalogs that show server paths such as `duckdb_settings()`,
 * `duckdb_databases()`, `current_setting()`) is refused because it is not listed here.
 */
const scalar = `
  abs acos add age array_append array_concat array_contains array_distinct array_extract
  array_has array_length array_position array_reverse array_slice array_sort array_to_string
  array_transform array_filter array_value ascii asin atan atan2 bit_count bit_length cardinality
  cbrt ceil ceiling century chr coalesce concat concat_ws contains cos cot current_date
  current_time current_timestamp damerau_levenshtein date_add date_diff date_part date_sub
  date_trunc datediff datepart datesub datetrunc day dayname dayofmonth dayofweek dayofyear
  decade degrees divide element_at ends_with epoch epoch_ms epoch_ns epoch_us era even exp
  factorial flatten floor format gamma gcd generate_series get_current_time get_current_timestamp
  greatest hamming hash hour if ifnull iif ilike_escape instr isfinite isinf isnan isodow isoyear
  jaccard jaro_similarity jaro_winkler_similarity json json_array json_array_length json_extract
  json_extract_path json_extract_path_text json_extract_string json_keys json_object json_quote
  json_type json_valid julian last_day lcase lcm least left left_grapheme len length
  length_grapheme levenshtein lgamma like_escape list_aggregate list_aggr list_any_value
  list_append list_avg list_cat list_concat list_contains list_count list_distinct list_element
  list_extract list_filter list_first list_has list_has_all list_has_any list_last list_max
  list_min list_pack list_position list_prepend list_reduce list_reverse list_slice list_sort
  list_sum list_transform list_unique list_value ln log log10 log2 lower lpad ltrim make_date
  make_time make_timestamp map map_extract map_keys map_values md5 microsecond millennium
  millisecond minute mismatches mod month monthname multiply nextafter nfc_normalize now nullif
  octet_length ord pi position pow power prefix printf quarter radians random range
  regexp_extract regexp_extract_all regexp_full_match regexp_matches regexp_replace
  regexp_split_to_array repeat replace reverse right right_grapheme round round_even
  roundbankers row rpad rtrim second sha1 sha256 sign sin split_part sqrt starts_with strftime
  string_split string_split_regex string_to_array strip_accents strlen strpos strptime
  struct_extract struct_extract_at struct_insert struct_pack substr substring
  substring_grapheme subtract suffix tan time_bucket to_base64 from_base64 to_centuries
  to_days to_decades to_hours to_json to_microseconds to_millennia to_milliseconds to_minutes
  to_months to_quarters to_seconds to_timestamp to_weeks to_years today transaction_timestamp
  translate trim trunc try_strptime typeof ucase unicode unnest upper uuid gen_random_uuid
  week weekday weekofyear xor year yearweek
`;

const aggregates = `
  any_value approx_count_distinct approx_quantile arbitrary arg_max arg_min argmax argmin
  array_agg avg bit_and bit_or bit_xor bool_and bool_or corr count count_if count_star countif
  covar_pop covar_samp entropy favg first fsum geomean group_concat histogram kahan_sum kurtosis
  last list listagg max max_by mean median min min_by mode product quantile quantile_cont
  quantile_disc skewness stddev stddev_pop stddev_samp string_agg sum sumkahan var_pop var_samp
  variance cume_dist dense_rank first_value lag last_value lead nth_value ntile percent_rank rank
  rank_dense row_number
`;

const words = (list: string) => list.split(/\s+/).filter(Boolean);

/** Scalar, aggregate and window functions a procedure may call. */
export const allowedFunctions: ReadonlySet<string> = new Set([...words(scalar), ...words(aggregates)]);

/** Table functions a procedure may read from: generated rows only. */
export const allowedTableFunctions: ReadonlySet<string> = new Set(['range', 'generate_series', 'unnest']);

/**
 * Tables and views of the engine's own catalogs, which show settings and server paths
 * (`duckdb_databases`, `pragma_database_list`, `pg_settings`, …): refused by name.
 */
export const refusedTableName = /^(duckdb_|pragma_|sqlite_|pg_)/i;
