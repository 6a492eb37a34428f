/** Orders and card payment, for the customer who places them (staff may read them). */
import * as z from 'zod/mini';
import {
  confirmPaymentSchema, createCheckoutSchema, newOrderSchema, orderSchema, orderStatusSchema, paymentStatuses,
} from '../orders';
import { cancellationRequestSchema } from '../staff-orders';
import { defineContract } from './contract';

export const orderRoutes = {
  createOrder: defineContract({
    method: 'POST', path: '/orders/{userId}/new-order', summary: 'Places an order from cart selections, priced from the catalog',
    allow: ['owner'], body: newOrderSchema, response: z.object({ orderId: z.string() }), successStatus: 201,
  }),
  createCheckout: defineContract({
    method: 'POST', path: '/orders/{userId}/stripe-create-checkout', summary: 'Opens a Stripe Checkout Session for a pending order',
    allow: ['owner'], body: createCheckoutSchema, response: z.object({ sessionId: z.string(), url: z.nullable(z.string()) }),
  }),
  confirmPayment: defineContract({
    method: 'POST', path: '/orders/{userId}/{orderId}/confirm-payment', summary: 'Checks the checkout session with Stripe and settles the order',
    allow: ['owner'], body: confirmPaymentSchema,
    response: z.object({ paymentStatus: z.enum(paymentStatuses), status: z.optional(orderStatusSchema) }),
  }),
  listOrders: defineContract({
    method: 'GET', path: '/orders/{userId}', summary: "The customer's orders, newest first",
    allow: ['owner', 'Admin', 'Employee'], response: z.array(orderSchema),
  }),
  getOrder: defineContract({
    method: 'GET', path: '/orders/{userId}/{orderId}', summary: 'One order of the customer',
    allow: ['owner', 'Admin', 'Employee', 'Editors'], response: orderSchema,
  }),
  requestCancellation: defineContract({
    method: 'POST', path: '/orders/{userId}/{orderId}/cancellation-request', summary: 'The customer asks to cancel a paid order within 24 hours of purchase',
    allow: ['owner'], body: cancellationRequestSchema, response: orderSchema,
  }),
};
