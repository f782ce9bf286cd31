import { addressAnswering, answerInAddress, groupsOfAnswer } from './consent-answer';

describe("the consent bar's answer in an address", () => {
  it("keeps the page's address and query, and reads back to them", () => {
    const address = addressAnswering('/sok', '?q=kamera+dome&side=2', 'accept');
    expect(address).toBe('/sok?q=kamera+dome&side=2&consent-answer=accept');
    expect(answerInAddress(address)).toEqual({ kind: 'answer', answer: 'accept', address: '/sok?q=kamera+dome&side=2' });
    expect(answerInAddress(addressAnswering('/en', '', 'decline'))).toEqual({ kind: 'answer', answer: 'decline', address: '/en' });
  });

  it('finds no answer where there is none', () => {
    expect(answerInAddress('/kameraovervakning')).toEqual({ kind: 'none' });
    expect(answerInAddress('/kameraovervakning?side=2')).toEqual({ kind: 'none' });
  });

  it('refuses an answer that is neither, or given twice', () => {
    expect(answerInAddress('/?consent-answer=yes')).toMatchObject({ kind: 'invalid' });
    expect(answerInAddress('/?consent-answer=')).toMatchObject({ kind: 'invalid' });
    expect(answerInAddress('/?consent-answer=accept&consent-answer=decline')).toMatchObject({ kind: 'invalid' });
  });

  it('accepting turns analytics on; declining turns nothing on', () => {
    expect(groupsOfAnswer('accept')).toEqual(['analytics']);
    expect(groupsOfAnswer('decline')).toEqual([]);
  });
});
