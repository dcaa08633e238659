import { Type } from '@sinclair/typebox';
import { renderEmail } from './layout.js';
import { defineEmailTemplate } from './template.js';

const field = (maxLength: number) => Type.String({ maxLength });

/**
 * The public "Contact us" and "Request demo" forms, to the product's own support mailbox (SUPPORT_EMAIL) and
 * nowhere else. Every field is what a stranger typed: the layout escapes each one (the legacy interpolated them
 * into HTML, S11), and none becomes a link or a recipient.
 */
export const contactUsTemplate = defineEmailTemplate({
  name: 'contact-us',
  payload: Type.Object({
    isBooking: Type.Boolean(),
    topic: field(200),
    firstName: field(200),
    lastName: field(200),
    email: field(200),
    phone: field(40),
    jobTitle: field(200),
    companyName: field(200),
    message: field(5000),
    bookingDate: field(64),
  }),
  async render(payload, context) {
    const lines = [
      `Name: ${payload.firstName} ${payload.lastName}`,
      `Email: ${payload.email}`,
      ...(payload.phone ? [`Phone: ${payload.phone}`] : []),
      ...(payload.jobTitle ? [`Job title: ${payload.jobTitle}`] : []),
      ...(payload.companyName ? [`Company: ${payload.companyName}`] : []),
      ...(payload.topic ? [`Topic: ${payload.topic}`] : []),
      ...(payload.isBooking ? ['Meeting Duration: 20 mins', `Booking date: ${payload.bookingDate}`] : []),
      ...(payload.message ? [`Message: ${payload.message}`] : []),
    ];
    return renderEmail(
      {
        subject: `${context.productName}: Contact Us`,
        preview: payload.isBooking ? 'A demo was requested on the website.' : 'A message from the website.',
        heading: payload.isBooking ? 'A demo request' : 'A contact request',
        intro: [
          `Sent through the ${payload.isBooking ? 'Request demo' : 'Contact us'} form. Reply to the address below, not to this e-mail; it was typed by the sender and is not checked.`,
          ...lines,
        ],
      },
      context,
    );
  },
});
