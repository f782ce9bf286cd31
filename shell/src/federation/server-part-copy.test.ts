import { inertCopyOf } from './server-part-copy';

/** An element holding `html`, as the page holds a slot's part. */
function slotWith(html: string): HTMLElement {
  const slot = document.createElement('div');
  slot.innerHTML = html;
  return slot;
}

/** The copy, parsed again: what the page would show. */
function shown(html: string | null): HTMLElement {
  expect(html).not.toBeNull();
  return slotWith(html ?? '');
}

describe("a copy of a part the server rendered", () => {
  it('keeps its text and links as they are', () => {
    const copy = shown(inertCopyOf(slotWith('<!--$--><div data-boundary="cart"><h1>Handlekurv</h1><a href="/produkter">Fortsett å handle</a></div><!--/$-->')));
    expect(copy.querySelector('h1')?.textContent).toBe('Handlekurv');
    expect(copy.querySelector('a')?.getAttribute('href')).toBe('/produkter');
  });

  it('holds no script and no placeholder a late part could be put into', () => {
    const copy = shown(inertCopyOf(slotWith('<div data-boundary="catalog"><script>alert(1)</script><p>Tekst</p><!--$?--><template id="B:1"></template><!--/$--></div>')));
    expect(copy.querySelectorAll('script, template')).toHaveLength(0);
    expect(copy.textContent).toBe('Tekst');
  });

  it("disables the form controls its code drove, and says nothing is loading", () => {
    const copy = shown(
      inertCopyOf(
        slotWith('<div data-boundary="cart"><div aria-busy="true"><p>Tom</p></div><form><input name="sku"><select><option>1</option></select><textarea></textarea><button>Legg til</button></form></div>'),
      ),
    );
    for (const control of copy.querySelectorAll('input, select, textarea, button')) expect(control).toHaveAttribute('disabled');
    expect(copy.querySelector('[aria-busy]')).toBeNull();
  });

  it('is nothing when the server did not render the part: a placeholder still streaming, or the loading text', () => {
    expect(inertCopyOf(slotWith('<!--$?--><template id="B:0"></template><!--/$-->'))).toBeNull();
    expect(inertCopyOf(slotWith('<div aria-busy="true">Laster …</div>'))).toBeNull();
  });

  it('leaves the page itself as it is', () => {
    const slot = slotWith('<div data-boundary="cart"><button>Legg til</button></div>');
    inertCopyOf(slot);
    expect(slot.querySelector('button')).not.toHaveAttribute('disabled');
  });
});
