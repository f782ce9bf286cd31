// Stands in for axios's fetch adapter in the browser builds. axios tries its adapters in the order
// xhr, http, fetch, and every browser the shop runs in has XMLHttpRequest, so the fetch adapter
// (4.5 KB gzip of the 22 KB axios costs) is never chosen there. Naming it still fails plainly.
export const getFetch = () => {
  throw new Error('The fetch adapter is not part of this build; the xhr adapter is used');
};

export default undefined;
