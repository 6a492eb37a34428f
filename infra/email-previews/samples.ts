/** An order and a callback request with every part an email shows: the emails' tests and their previews in docs/ use them. */
import type { Callback } from '../../shared/callbacks';
import type { Order } from '../../shared/orders';

export const sampleOrder: Order = {
  _id: '01JQ8Z6ORDER',
  user: 'customer-1',
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
  billingAddress: { street: '18 Aperture Way', city: 'Round Rock', state: 'TX', zip: '78664' },
  billingName: 'Petra Novak',
  albums: [
    {
      _id: 'line-lux',
      albumId: 'album-lux',
      albumName: 'Lux',
      albumOptions: { _id: 'opt-1', size: '10x10', pages: 30, price: 61250 },
      coverOptions: { coverType: 'Linen', coverName: 'Ivory' },
      layFlatUpgrade: true,
      navbarImage: '/art/lux.svg',
      quantity: 1,
      price: 61250,
      revisionsBought: 1,
    },
  ],
  products: [
    {
      _id: 'line-edge',
      productId: 'product-edge',
      productName: 'Edge Prints',
      category: 'Prints',
      productOptions: { _id: 'opt-2', size: '8x10', price: 3000 },
      coverOptions: { coverType: 'Finish', coverName: 'Brushed' },
      navbarImage: '/art/edge.svg',
      quantity: 1,
      price: 3000,
    },
  ],
  status: 'Awaiting user images',
  statusHistory: [],
  readyForEditing: true,
  albumDesignTermsAcknowledged: true,
  orderNumber: 'LA-10423',
  version: 1,
};
export const sampleCallback: Callback = {
  _id: '01JQ8ZCALLBACK',
  firstName: 'Lois',
  lastName: 'Lane',
  email: 'lois@example.com',
  phone: '5550001111',
  message: 'Call me about a wedding album,\nafter 3pm please.',
  date: '2026-03-02T10:00:00.000Z',
  currentStatus: 'New',
  notes: [],
};
