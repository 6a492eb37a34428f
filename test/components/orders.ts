/** A paid order as the API answers it (shared/orders.ts), for the component tests: one Lux album and one Edge Print. */
import type { Order } from '@shared/orders';

export const userId = 'customer-1';

export function paidOrder(change: Partial<Order> = {}): Order {
  return {
    _id: 'order-1',
    user: userId,
    email: 'petra@example.com',
    firstName: 'Petra',
    lastName: 'Novak',
    createdAt: '2026-03-02T10:00:00.000Z',
    totalPrice: 64250,
    cartPreTaxPrice: 64250,
    tax: 0,
    paymentStatus: 'paid',
    shippingMethod: 'Standard',
    shippingAddress: { street: '3 Lens Road', city: 'Austin', state: 'TX', zip: '78701' },
    albums: [
      {
        _id: 'line-lux',
        albumId: 'album-lux',
        albumName: 'Lux',
        albumOptions: { _id: 'opt-1', size: '10x10', pages: 20, price: 61250 },
        coverOptions: { coverType: 'Leather', coverName: 'Black' },
        layFlatUpgrade: false,
        navbarImage: '/art/lux.svg',
        quantity: 1,
        price: 61250,
      },
    ],
    products: [
      {
        _id: 'line-edge',
        productId: 'product-edge',
        productName: 'Edge Prints',
        category: 'Prints',
        productOptions: { _id: 'opt-2', size: '8x10', price: 3000 },
        navbarImage: '/art/edge.svg',
        quantity: 1,
        price: 3000,
      },
    ],
    status: 'Awaiting user images',
    statusHistory: [{ status: 'Awaiting user images', updatedAt: '2026-03-02T10:01:00.000Z', updatedBy: { firstName: 'Card', lastName: 'payments' } }],
    readyForEditing: false,
    albumDesignTermsAcknowledged: true,
    orderNumber: 'LA-10423',
    version: 1,
    ...change,
  };
}
