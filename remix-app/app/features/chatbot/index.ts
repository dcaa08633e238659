/**
 * What other features may use of the chatbot feature (lint: features import each other only through their
 * index). Only the widget's button: its dialog is loaded on first open.
 */
export { ChatbotButton } from './chatbot-button.tsx';
