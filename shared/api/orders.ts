/** Orders and card payment, for the customer who places them (staff may read them). */
import * as z from 'zod/mini';
import { confirmPaymentSchema, createCheckoutSchema, newOrderSchema, orderSchema, orderStatusSchema, paymentStatuses } from '../orders';
import { cancellationRequestSchema } from '../staff-orders';
import { defineContract } from './contract';
import * as table from './routes';

export const createOrder = defineContract({
  ...table.createOrder,
  summary: 'Places an order from cart selections, priced from the catalog',
  body: newOrderSchema,
  response: z.object({ orderId: z.string() }),
  successStatus: 201,
});

export const createCheckout = defineContract({
  ...table.createCheckout,
  summary: 'Opens a Stripe Checkout Session for a pending order',
  body: createCheckoutSchema,
  response: z.object({ sessionId: z.string(), url: z.nullable(z.string()) }),
});

export const confirmPayment = defineContract({
  ...table.confirmPayment,
  summary: 'Checks the checkout session with Stripe and settles the order',
  body: confirmPaymentSchema,
  response: z.object({ paymentStatus: z.enum(paymentStatuses), status: z.optional(orderStatusSchema) }),
});

export const listOrders = defineContract({
  ...table.listOrders,
  summary: "The customer's orders, newest first",
  response: z.array(orderSchema),
});

export const getOrder = defineContract({
  ...table.getOrder,
  summary: 'One order of the customer',
  response: orderSchema,
});

export const requestCancellation = defineContract({
  ...table.requestCancellation,
  summary: 'The customer asks to cancel a paid order within 24 hours of purchase',
  body: cancellationRequestSchema,
  response: orderSchema,
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const orderRoutes = { createOrder, createCheckout, confirmPayment, listOrders, getOrder, requestCancellation };
