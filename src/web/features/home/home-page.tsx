import { BenefitsSection } from './components/benefits-section';
import { ComparisonSection } from './components/comparison-section';
import { FaqSection } from './components/faq-section';
import { FeaturesSection } from './components/features-section';
import { FinalCtaSection } from './components/final-cta-section';
import { HeroSection } from './components/hero-section';
import { HowItWorksSection } from './components/how-it-works-section';
import { StatsSection } from './components/stats-section';
import { TestimonialsSection } from './components/testimonials-section';

export default function HomePage() {
  return (
    <>
      <title>InkGlow · Tattoo designs, stencils and honest analysis</title>
      <HeroSection />
      <StatsSection />
      <ComparisonSection />
      <FeaturesSection />
      <BenefitsSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <FaqSection />
      <FinalCtaSection />
    </>
  );
}
