import { outagePageHtml } from './outage-page';

describe('the page answered while the database does not answer', () => {
  it('is the shop\'s error page for 503 in Norwegian, with the way back to the front page', () => {
    const html = outagePageHtml('nb');
    expect(html).toMatch(/^<!doctype html>\n<html lang="nb">/);
    expect(html).toContain('<title>Error - Sikkerhetsgrossisten</title>');
    expect(html).toContain('<p class="status">Feilkode 503</p>');
    expect(html).toContain('<h1>Beklager, en uventet feil oppstod</h1>\n<p>Nettbutikken er utilgjengelig akkurat nå. Prøv igjen om et øyeblikk.</p>');
    expect(html).toContain('<a href="/">Returner til forsiden</a>');
  });

  it('is in English on an English page, and runs no script', () => {
    const html = outagePageHtml('en');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<p class="status">Error code 503</p>');
    expect(html).toContain('<h1>Sorry, unexpected error has occured</h1>\n<p>The shop is unavailable just now. Try again in a moment.</p>');
    expect(html).toContain('<a href="/en">Return to frontpage</a>');
    expect(html).not.toContain('<script');
  });
});
