import { apiClient, setLocale } from '@shop/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ImportView } from '../../api/imports-api';
import { importView as view } from './import-fixtures';
import { ImportPage } from './import-page';
import type { Schedule } from './use-import-upload';

// The page against the shop's HTTP client with a stand-in for axios's network adapter: the upload's
// progress is reported as the browser would (onUploadProgress), its answer comes when the test says,
// and each poll runs when the test steps it, so nothing here waits on the clock.

interface Sent {
  url: string;
  params: unknown;
  contentType: string;
  body: unknown;
  progress: (loaded: number, total: number) => void;
  answer: (status: number, data: unknown) => void;
  /** The connection lost before any answer. */
  drop: () => void;
}

/** Serves the calls: GETs from `gets` (by path), the upload held until the test answers it. */
function serve(gets: Record<string, () => unknown>) {
  const uploads: Sent[] = [];
  const calls: string[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    calls.push(`${(config.method ?? 'get').toUpperCase()} ${url}`);
    const respond = (status: number, data: unknown): AxiosResponse => ({ status, statusText: '', data, headers: {}, config, request: {} });
    const settle = (status: number, data: unknown, resolve: (value: AxiosResponse) => void, reject: (error: unknown) => void) => {
      const response = respond(status, data);
      if (config.validateStatus && !config.validateStatus(status)) reject(new AxiosError(`status ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response));
      else resolve(response);
    };
    if (config.method === 'post') {
      return new Promise((resolve, reject) => {
        uploads.push({
          url,
          params: config.params,
          contentType: String(config.headers.get('Content-Type')),
          body: config.data,
          progress: (loaded, total) => config.onUploadProgress?.({ loaded, total, bytes: loaded, lengthComputable: true }),
          answer: (status, data) => settle(status, data, resolve, reject),
          drop: () => reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)),
        });
      });
    }
    const answer = gets[url];
    return Promise.resolve(answer ? respond(200, answer()) : respond(404, { error: 'Not Found', message: 'x' })).then((response) =>
      response.status >= 400 ? Promise.reject(new AxiosError('404', AxiosError.ERR_BAD_RESPONSE, config, {}, response)) : response,
    );
  };
  apiClient.defaults.adapter = adapter;
  return { uploads, calls };
}

/** A schedule the test steps: `tick()` runs the poll that is due. */
function steppedPolls() {
  const due: Array<() => void> = [];
  const schedule: Schedule = (run) => {
    due.push(run);
    return () => due.splice(due.indexOf(run), 1);
  };
  return { schedule, tick: () => act(() => due.shift()?.()), pending: () => due.length };
}

const csvFile = (name = 'katalog.csv', text = 'sku;title_nb\nA-1;Lås\n') => new File([text], name, { type: '' });

async function choose(file: File, kind?: string) {
  if (kind) await userEvent.click(screen.getByRole('radio', { name: kind }));
  await userEvent.upload(screen.getByLabelText('Fil (CSV eller JSON, høyst 20 MB)'), file);
  await userEvent.click(screen.getByRole('button', { name: 'Last inn filen' }));
}

describe('loading a file', () => {
  beforeEach(() => setLocale('nb'));

  it('shows the bytes sent, then the server’s rows, and ends applied with the count and the list read again', async () => {
    let current: ImportView | null = null;
    const { uploads, calls } = serve({ '/staff/imports/current': () => ({ import: current }), '/staff/imports': () => ({ imports: [] }) });
    const polls = steppedPolls();
    render(<ImportPage schedule={polls.schedule} />);
    expect(await screen.findByText('Ingen filer er lastet inn ennå.')).toBeInTheDocument();
    const file = csvFile();
    await choose(file);

    const [upload] = uploads;
    expect(upload).toMatchObject({ url: '/staff/imports/catalog', params: { fileName: 'katalog.csv' }, contentType: 'text/csv', body: file });
    expect(screen.getByRole('button', { name: 'Laster inn …' })).toBeDisabled();
    act(() => upload!.progress(40, 100));
    const bar = screen.getByRole('progressbar', { name: 'Fremdrift for katalog.csv' });
    expect(bar).toHaveAttribute('value', '40');
    expect(bar).toHaveAttribute('max', '100');
    expect(screen.getByRole('status')).toHaveTextContent('Steg 1 av 4: sender filen');
    expect(screen.getByText('40 av 100 byte sendt')).toBeInTheDocument();

    // Its own import, by kind, name and size (the API names its id only in its answer).
    current = view({ state: 'checking', bytes: { received: file.size, total: file.size }, rows: { total: 5, read: 5, checked: 2, written: 0 } });
    polls.tick();
    expect(await screen.findByText('2 av 5 rader sjekket')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Fremdrift for katalog.csv' })).toHaveAttribute('value', '2');
    expect(screen.getByRole('status')).toHaveTextContent('Steg 3 av 4: sjekker radene');
    // The next poll is asked only after the last one answered.
    expect(polls.pending()).toBe(1);

    await act(async () => upload!.answer(200, { import: view({ state: 'applied', rows: { total: 5, read: 5, checked: 5, written: 5 } }) }));
    expect(await screen.findByText('Filen er lastet inn: 5 rader skrevet.')).toBeInTheDocument();
    const done = screen.getByRole('progressbar', { name: 'Fremdrift for katalog.csv' });
    expect(done).toHaveAttribute('value', '5');
    expect(done).toHaveAttribute('max', '5');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Steg 4 av 4: lastet inn');
    expect(polls.pending()).toBe(0);
    await screen.findByRole('button', { name: 'Last inn filen' });
    expect(calls.filter((call) => call === 'GET /staff/imports')).toHaveLength(2);
  });

  it('lists what was refused, row by row, with the count when more were found than listed, and says nothing changed', async () => {
    const { uploads } = serve({ '/staff/imports/current': () => ({ import: null }), '/staff/imports': () => ({ imports: [] }) });
    render(<ImportPage schedule={steppedPolls().schedule} />);
    await choose(csvFile('avtaler.json', '{}'), 'Prisavtaler');
    expect(uploads[0]).toMatchObject({ url: '/staff/imports/agreements', contentType: 'application/json' });
    const refused = view({
      kind: 'agreements',
      fileName: 'avtaler.json',
      state: 'refused',
      refusalCount: 250,
      refusals: [
        { row: 'row 3', reason: 'title_nb begins with "="' },
        { row: null, reason: 'the file is empty' },
      ],
    });
    await act(async () => uploads[0]!.answer(422, { error: 'Unprocessable Entity', message: 'The file was refused and nothing was changed: 250 problems in the file', import: refused }));
    expect(await screen.findByText('Filen ble avvist, og ingenting ble endret.')).toBeInTheDocument();
    expect(screen.getByText('Det er 250 feil i filen.')).toBeInTheDocument();
    expect(screen.getByText('Viser de første 2 av 250.')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Feil i avtaler.json' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['RadFeil', 'row 3title_nb begins with "="', 'Hele filenthe file is empty']);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each([
    [409, 'En annen fil lastes inn nå. Vent til den er ferdig, og send filen på nytt.', csvFile(), 'text/csv'],
    [413, 'Filen er større enn 20 MB og kan ikke lastes inn. Ingenting ble endret.', csvFile(), 'text/csv'],
    // A file the picker's filter would hide, chosen under "all files": sent as the browser names it.
    [415, 'Velg en CSV- eller JSON-fil (.csv eller .json).', new File(['a'], 'prisliste.txt', { type: 'text/plain' }), 'text/plain'],
  ])('shows a %i next to the file field', async (status, message, file, contentType) => {
    const { uploads } = serve({ '/staff/imports/current': () => ({ import: null }), '/staff/imports': () => ({ imports: [] }) });
    render(<ImportPage schedule={steppedPolls().schedule} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Fil (CSV eller JSON, høyst 20 MB)'), file);
    await user.click(screen.getByRole('button', { name: 'Last inn filen' }));
    expect(uploads[0]!.contentType).toBe(contentType);
    await act(async () => uploads[0]!.answer(status, { error: 'x', message: 'x' }));
    const field = screen.getByLabelText('Fil (CSV eller JSON, høyst 20 MB)');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Last inn filen' })).toBeEnabled();
  });

  it('says when no answer came that the list tells whether the file was loaded, and reads the list again', async () => {
    const { uploads, calls } = serve({ '/staff/imports/current': () => ({ import: null }), '/staff/imports': () => ({ imports: [] }) });
    render(<ImportPage schedule={steppedPolls().schedule} />);
    await choose(csvFile());
    await act(async () => uploads[0]!.drop());
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi fikk ikke svar. Se i listen under om filen ble lastet inn.');
    await waitFor(() => expect(calls.filter((call) => call === 'GET /staff/imports')).toHaveLength(2));
  });

  it('sends no file over the limit and none at all before one is chosen', async () => {
    const { uploads } = serve({ '/staff/imports': () => ({ imports: [] }) });
    render(<ImportPage schedule={steppedPolls().schedule} />);
    await userEvent.click(screen.getByRole('button', { name: 'Last inn filen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Velg en fil.');
    const large = csvFile();
    Object.defineProperty(large, 'size', { value: 20 * 1024 * 1024 + 1 });
    await choose(large);
    expect(screen.getByRole('alert')).toHaveTextContent('Filen er større enn 20 MB');
    expect(uploads).toEqual([]);
  });

  it('lists the latest files, and a refused one’s reasons when asked', async () => {
    const refused = view({ state: 'refused', refusalCount: 1 });
    serve({
      '/staff/imports': () => ({ imports: [view({ id: 'imp-2', state: 'applied', fileName: 'ny.csv', rows: { total: 3, read: 3, checked: 3, written: 3 } }), refused] }),
      '/staff/imports/imp-1': () => ({ import: { ...refused, refusals: [{ row: 'row 4 (D-1)', reason: 'the SKU is already on row 2' }] } }),
    });
    render(<ImportPage schedule={steppedPolls().schedule} />);
    const list = await screen.findByRole('region', { name: 'Siste innlastinger' });
    const rows = await within(list).findAllByRole('row');
    expect(rows[1]).toHaveTextContent(/ny\.csvKatalog \(produkter og priser\)Lastet inn30$/);
    await userEvent.click(within(list).getByRole('button', { name: 'Vis feilene i katalog.csv: 1' }));
    const reasons = await within(list).findByRole('table', { name: 'Feil i katalog.csv' });
    expect(reasons).toHaveTextContent('row 4 (D-1)the SKU is already on row 2');
  });
});
