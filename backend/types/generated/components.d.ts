import type { Schema, Struct } from '@strapi/strapi';

export interface EventProgrammeItem extends Struct.ComponentSchema {
  collectionName: 'components_event_programme_items';
  info: {
    description: "One step of an event's programme, in the order shown";
    displayName: 'Programme item';
    icon: 'clock';
  };
  attributes: {
    Description: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 5000;
      }>;
    EndTime: Schema.Attribute.Time;
    StartingTime: Schema.Attribute.Time;
    Title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'event.programme-item': EventProgrammeItem;
    }
  }
}
