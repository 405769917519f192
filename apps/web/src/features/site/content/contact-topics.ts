import { contactTopics, type ContactTopic } from '@paydesk/contracts';

export const topicLabelId = (topic: ContactTopic) => `site.contact.topic.${topic}`;

export const topicOptions = contactTopics.map((topic) => ({
  value: topic,
  labelId: topicLabelId(topic),
}));
