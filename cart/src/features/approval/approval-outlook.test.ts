import type { Access } from '@shop/shared/contracts';
import { approvalOutlook } from './approval-outlook';

const buyer = (orderLimit: number | null, monthLimit: number | null, monthSpent = 0): Access => ({ role: 'buyer', orderLimit, monthLimit, monthSpent });

describe('approvalOutlook', () => {
  it('sends an order up to and including the per-order limit, and one øre above it goes for approval', () => {
    expect(approvalOutlook(buyer(10_000, null), 10_000).approvalReason).toBeNull();
    expect(approvalOutlook(buyer(10_000, null), 10_000.01).approvalReason).toBe('order-limit');
  });

  it("counts the month's spend with the order against the month's limit, in øre (no float drift)", () => {
    expect(approvalOutlook(buyer(null, 50_000, 49_550.9), 449.1).approvalReason).toBeNull();
    expect(approvalOutlook(buyer(null, 50_000, 49_551), 449.01).approvalReason).toBe('month-limit');
    // 0.1 + 0.2 is not 0.3 in binary floating point; in øre it is.
    expect(approvalOutlook(buyer(null, 0.3, 0.1), 0.2).approvalReason).toBeNull();
  });

  it('names the per-order limit first when both are passed', () => {
    expect(approvalOutlook(buyer(100, 200, 150), 101).approvalReason).toBe('order-limit');
  });

  it("sends every requester's order for approval and never an administrator's or a buyer's without limits", () => {
    expect(approvalOutlook({ role: 'requester', orderLimit: null, monthLimit: null, monthSpent: 0 }, 1)).toEqual({ approvalReason: 'requester', buyer: null });
    expect(approvalOutlook({ role: 'administrator', orderLimit: null, monthLimit: null, monthSpent: 0 }, 1e9)).toEqual({ approvalReason: null, buyer: null });
    expect(approvalOutlook(buyer(null, null, 12_400), 1e9)).toEqual({ approvalReason: null, buyer: { orderLimit: null, monthLimit: null, monthSpent: 12_400 } });
    expect(approvalOutlook(undefined, 1e9).approvalReason).toBeNull();
  });
});
