import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// Material Design icon path (Apache 2.0), inlined to keep the bundle free of the whole icon set.
export function DownloadIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19 9h-4V3H9v6H5l7 7 7-7zM5 18v2h14v-2H5z" />
    </SvgIcon>
  );
}
