import { DELIVERY_DEFAULTS, loadDeliveryConfig } from './delivery-config';

const load = (env: Record<string, string>) => {
  const problems: string[] = [];
  const config = loadDeliveryConfig((name) => env[name], problems);
  return { config, problems };
};

describe('loadDeliveryConfig', () => {
  it('reads the freight rule, the cut-off and the working days to delivery', () => {
    const { config, problems } = load({
      FREIGHT_FREE_FROM_NOK: '0',
      FREIGHT_STANDARD_NOK: '99',
      FREIGHT_EXPRESS_SURCHARGE_NOK: '150',
      ORDER_CUTOFF: '15:30',
      PICKUP_WORKING_DAYS: '0',
      STANDARD_DELIVERY_WORKING_DAYS: '3',
      EXPRESS_DELIVERY_WORKING_DAYS: '1',
      DELIVERY_DATE_HORIZON_DAYS: '30',
      DISPATCH_WAREHOUSE: 'Bergen',
    });
    expect(problems).toEqual([]);
    expect(config).toEqual({
      freeFreightFromNok: 0,
      standardFreightNok: 99,
      expressSurchargeNok: 150,
      cutoff: { hours: 15, minutes: 30 },
      workingDaysToDelivery: { pickup: 0, standard: 3, express: 1 },
      horizonDays: 30,
      dispatchWarehouse: 'bergen',
    });
  });

  it('names every bad value and keeps the defaults', () => {
    const { config, problems } = load({ ORDER_CUTOFF: '25:00', FREIGHT_STANDARD_NOK: '149,50', DELIVERY_DATE_HORIZON_DAYS: '0', DISPATCH_WAREHOUSE: 'stavanger' });
    expect(problems).toEqual([
      'ORDER_CUTOFF must be a time of day as HH:MM, e.g. 14:00 (got "25:00")',
      'DISPATCH_WAREHOUSE must be one of oslo, bergen, trondheim (got "stavanger")',
      'FREIGHT_STANDARD_NOK must be a whole number of at least 0 (got "149,50")',
      'DELIVERY_DATE_HORIZON_DAYS must be a whole number of at least 1 (got "0")',
    ]);
    expect(config).toEqual(DELIVERY_DEFAULTS);
  });
});
