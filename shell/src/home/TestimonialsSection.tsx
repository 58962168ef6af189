import { Quote } from 'lucide-react';
import { testimonials, testimonialsIntro } from './content';
import { HomeSection } from './HomeSection';

export function TestimonialsSection() {
  return (
    <HomeSection hydrate="never" name="testimonials" intro={testimonialsIntro} className="bg-brand-50">
      <ul className="grid gap-6 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-8 shadow-[var(--shadow-card)]">
              <Quote aria-hidden="true" className="size-8 text-accent-500" />
              <blockquote className="mt-4 flex-1 leading-relaxed text-ink-800">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-8 flex items-center gap-4">
                <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white">
                  {testimonial.initials}
                </span>
                <span className="text-sm">
                  <span className="block font-bold text-ink-900">{testimonial.name}</span>
                  <span className="block text-ink-600">
                    {testimonial.role}, {testimonial.property}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
