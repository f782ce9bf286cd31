/** The body of every 4xx/5xx answer of the API. */
export interface ApiErrorBody {
  error: string;
  message: string;
  details?: Array<{ field: string; message: string }>;
}
