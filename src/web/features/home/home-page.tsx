import { HydrationSlice } from '../../components/ui/hydration-slice';
import { BenefitsSection } from './components/benefits-section';
import { ComparisonSection } from './components/comparison-section';
import { FaqSection } from './components/faq-section';
import { FeaturesSection } from './components/features-section';
import { FinalCtaSection } from './components/final-cta-section';
import { HeroSection } from './components/hero-section';
import { HowItWorksSection } from './components/how-it-works-section';
import { StatsSection } from './components/stats-section';
import { TestimonialsSection } from './components/testimonials-section';

/** Each section hydrates on its own (HydrationSlice): no single long task on a phone. */
export default function HomePage() {
  return (
    <>
      <title>InkGlow · Tattoo designs, stencils and honest analysis</title>
      <HydrationSlice>
        <HeroSection />
      </HydrationSlice>
      <HydrationSlice>
        <StatsSection />
      </HydrationSlice>
      <HydrationSlice>
        <ComparisonSection />
      </HydrationSlice>
      <HydrationSlice>
        <FeaturesSection />
      </HydrationSlice>
      <HydrationSlice>
        <BenefitsSection />
      </HydrationSlice>
      <HydrationSlice>
        <HowItWorksSection />
      </HydrationSlice>
      <HydrationSlice>
        <TestimonialsSection />
      </HydrationSlice>
      <HydrationSlice>
        <FaqSection />
      </HydrationSlice>
      <HydrationSlice>
        <FinalCtaSection />
      </HydrationSlice>
    </>
  );
}
