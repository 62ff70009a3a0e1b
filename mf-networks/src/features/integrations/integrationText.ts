import type { ConfigurableIntegrationType, IntegrationType } from '@beacon/shared/contract';
import type { TFunction } from 'i18next';

/** A type's name as the console shows it. */
export function integrationTypeLabel(t: TFunction<'networks'>, type: IntegrationType): string {
  switch (type) {
    case 'webhook':
      return t('integrations.types.webhook', 'Webhook');
    case 'network-memfault':
      return t('integrations.types.memfault', 'Memfault');
    case 'aws-s3':
      return t('integrations.types.s3', 'AWS S3');
    case 'aws-eventbridge':
      return t('integrations.types.eventbridge', 'AWS EventBridge');
    case 'aws-sqs':
      return t('integrations.types.sqs', 'AWS SQS');
    case 'tago':
      return t('integrations.types.tago', 'Tago');
    case 'beacon-util':
      return t('integrations.types.util', 'Built-in utilities');
  }
}

/** The add page's heading: one text per type, as the article depends on the name ("an AWS S3"). */
export function integrationAddTitle(t: TFunction<'networks'>, type: ConfigurableIntegrationType): string {
  switch (type) {
    case 'webhook':
      return t('integrations.add-page.titles.webhook', 'Add a Webhook integration');
    case 'network-memfault':
      return t('integrations.add-page.titles.memfault', 'Add a Memfault integration');
    case 'aws-s3':
      return t('integrations.add-page.titles.s3', 'Add an AWS S3 integration');
    case 'aws-eventbridge':
      return t('integrations.add-page.titles.eventbridge', 'Add an AWS EventBridge integration');
    case 'aws-sqs':
      return t('integrations.add-page.titles.sqs', 'Add an AWS SQS integration');
    case 'tago':
      return t('integrations.add-page.titles.tago', 'Add a Tago integration');
  }
}

/** What a type does, for its card in the Add New Integration modal. */
export function integrationTypeDescription(t: TFunction<'networks'>, type: ConfigurableIntegrationType): string {
  switch (type) {
    case 'webhook':
      return t('integrations.describe.webhook', 'POST device and network events to your own HTTPS endpoint.');
    case 'network-memfault':
      return t('integrations.describe.memfault', 'Forward device diagnostics of a namespace to Memfault.');
    case 'aws-s3':
      return t('integrations.describe.s3', 'Archive every event in an S3 bucket of your AWS account.');
    case 'aws-eventbridge':
      return t('integrations.describe.eventbridge', 'Publish every event to an EventBridge event bus.');
    case 'aws-sqs':
      return t('integrations.describe.sqs', 'Send every event to an SQS queue.');
    case 'tago':
      return t('integrations.describe.tago', 'Send the device data of a namespace to a TagoIO account.');
  }
}
