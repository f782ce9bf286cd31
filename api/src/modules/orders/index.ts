// What the orders module offers app.ts: the order list, an order's detail and the order send; and
// to the web pages, whether an organisation has an order (its page's status).
export { orderDetailRoutes } from './order-detail-routes';
export { organizationHasOrder } from './order-detail-repository';
export { orderListRoutes } from './order-list-routes';
export { orderSendRoutes } from './order-send-routes';
export { freightOre } from './delivery/delivery-rules';
export { withdrawExpiredDemoRequests } from './approval/order-requests';
