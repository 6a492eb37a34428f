/**
 * The shop's one DynamoDB table, built by walking `tableDefinition` (functions/data/table.ts),
 * the same definition the local cloud creates its table from.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition } from '../../functions/data/table';
import type { ShopConfig } from './config';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: { config: ShopConfig }) {
    super(scope, id);
    const { partitionKey, sortKey, indexes } = tableDefinition;
    this.table = new Table(this, 'Table', {
      partitionKey: stringKey(partitionKey),
      sortKey: stringKey(sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      // Orders and customers' records: 35 days of restore points in every stage.
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.config.retainData,
      removalPolicy: props.config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const index of indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
