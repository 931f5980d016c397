import {
  ratingRefusal,
  ratingRefusalMessage,
  reviewTextRefusal,
  reviewTextRefusalMessage,
} from '@referrals/contracts';
import { ValidateBy, type ValidationArguments } from 'class-validator';

/** A star rating, judged by the contracts' rule, refused in the wording of the page that sends it. */
export const RatingField = (page: 'review' | 'networker_review'): PropertyDecorator =>
  ValidateBy({
    name: 'rating',
    validator: {
      validate: (value: unknown) => ratingRefusal(value) === null,
      defaultMessage: (args?: ValidationArguments) =>
        ratingRefusalMessage(ratingRefusal(args?.value) ?? 'missing', page),
    },
  });

/** The networker's required review text, or the operator's optional comment (trimmed, at most 500). */
export const ReviewTextField = (field: 'reviewText' | 'comment'): PropertyDecorator => {
  const required = field === 'reviewText';
  return ValidateBy({
    name: field,
    validator: {
      validate: (value: unknown) => reviewTextRefusal(value, required) === null,
      defaultMessage: (args?: ValidationArguments) =>
        reviewTextRefusalMessage(reviewTextRefusal(args?.value, required) ?? 'missing', field),
    },
  });
};
