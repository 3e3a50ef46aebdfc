import {
  Download,
  Eye,
  FileImage,
  FileType2,
  PenTool,
  Printer,
  Save,
  ScanSearch,
  Share2,
  UserPlus,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import type { TGeneratedDesign } from '../generator-types';

export type TDownloadKind = 'png' | 'svg' | 'print';

export interface DesignActionsProps {
  design: TGeneratedDesign | null;
  isGuest: boolean;
  saving: boolean;
  onDownload: (kind: TDownloadKind) => void;
  onSave: () => void;
  onShare: () => void;
}

/** Download, Save ('Sign Up to Save' for guests) and Share (spec §2). Always shown: without an image they explain why. */
export function DesignActions({
  design,
  isGuest,
  saving,
  onDownload,
  onSave,
  onShare,
}: DesignActionsProps) {
  const hasFiles = Boolean(design?.svgUrl || design?.printUrl);
  return (
    <div
      className="flex flex-wrap gap-2 [&>*]:min-w-fit [&>*]:flex-1"
      role="group"
      aria-label="Design actions"
    >
      {hasFiles ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">
              <Download aria-hidden="true" />
              Download
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="w-64">
            <DropdownMenuItem onSelect={() => onDownload('png')}>
              <FileImage aria-hidden="true" />
              <span className="flex flex-col">
                PNG image<span className="text-xs text-muted-foreground">tattoo-design.png</span>
              </span>
            </DropdownMenuItem>
            {design?.svgUrl && (
              <DropdownMenuItem onSelect={() => onDownload('svg')}>
                <FileType2 aria-hidden="true" />
                <span className="flex flex-col">
                  Vector SVG
                  <span className="text-xs text-muted-foreground">scales to any size</span>
                </span>
              </DropdownMenuItem>
            )}
            {design?.printUrl && (
              <DropdownMenuItem onSelect={() => onDownload('print')}>
                <Printer aria-hidden="true" />
                <span className="flex flex-col">
                  Print PNG, 300 DPI
                  <span className="text-xs text-muted-foreground">
                    {design.widthMm && design.heightMm
                      ? `${Math.round(design.widthMm)} × ${Math.round(design.heightMm)} mm at true size`
                      : 'true size for stencil printers'}
                  </span>
                </span>
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : (
        <Button variant="outline" onClick={() => onDownload('png')}>
          <Download aria-hidden="true" />
          Download
        </Button>
      )}
      <Button
        variant={isGuest || !design ? 'outline' : 'default'}
        onClick={onSave}
        disabled={saving}
      >
        {saving ? (
          <Spinner label="Saving" />
        ) : isGuest ? (
          <UserPlus aria-hidden="true" />
        ) : (
          <Save aria-hidden="true" />
        )}
        {isGuest ? 'Sign Up to Save' : 'Save'}
      </Button>
      <Button variant="outline" onClick={onShare}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      {design && (
        <>
          <Button variant="outline" asChild>
            <Link to={previewHref(design)}>
              <Eye aria-hidden="true" />
              Preview on body
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to={`/stencil?image=${design.imageId}`}>
              <PenTool aria-hidden="true" />
              Stencil
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to={`/analysis?image=${encodeURIComponent(design.url)}`}>
              <ScanSearch aria-hidden="true" />
              Analyze
            </Link>
          </Button>
        </>
      )}
    </div>
  );
}

/** The placement preview for a design: the PNG to show, the vector original to print, its size. */
export function previewHref(design: TGeneratedDesign): string {
  const params = new URLSearchParams({ image: design.imageId });
  const svgId = design.svgUrl?.split('/').pop();
  if (svgId) params.set('print', svgId);
  if (design.widthMm) params.set('w', String(Math.round(design.widthMm)));
  if (design.attributes.placement) params.set('placement', design.attributes.placement);
  return `/preview?${params.toString()}`;
}
