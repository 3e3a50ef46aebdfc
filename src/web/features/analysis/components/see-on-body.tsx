// "See it on the body": opens /preview with the analysed image at the analysed size. A stored
// image (from the generator or a saved design) goes by its id, as the other pages link to it; an
// upload stays on this device and is handed over as a fresh object URL in the navigation state
// (the preview page owns and revokes it; this page revokes its own when the image changes).
import { PersonStanding } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { TAnalysisPlacement, TImageMeasures } from '../../../../core/analysis/analysis-schemas';
import { round } from '../../../../core/print/units';
import { Button } from '../../../components/ui/button';

export interface SeeOnBodyProps {
  file: File | null;
  imageId: string | null;
  measures: Pick<TImageMeasures, 'designBox' | 'width'>;
  sizeCm: number;
  placement: TAnalysisPlacement;
}

export function SeeOnBody({ file, imageId, measures, sizeCm, placement }: SeeOnBodyProps) {
  const navigate = useNavigate();
  const { width, height } = measures.designBox;
  // The size applies to the design's longer side; /preview takes the width of the whole image.
  const widthMm = round(((sizeCm * 10) / Math.max(width, height, 1)) * measures.width, 1);
  const query = `w=${widthMm}&placement=${placement}`;
  if (imageId)
    return (
      <Button asChild variant="outline">
        <Link to={`/preview?image=${imageId}&${query}`}>
          <PersonStanding aria-hidden="true" />
          See it on the body
        </Link>
      </Button>
    );
  if (!file) return null;
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() =>
        void navigate(`/preview?${query}`, { state: { localImage: URL.createObjectURL(file) } })
      }
    >
      <PersonStanding aria-hidden="true" />
      See it on the body
    </Button>
  );
}
