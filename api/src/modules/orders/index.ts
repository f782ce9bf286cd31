// What the orders module offers app.ts: the order list and the order send.
export { orderListRoutes } from './order-list-routes';
export { orderSendRoutes } from './order-send-routes';
