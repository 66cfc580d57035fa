import { ButtonLink, type ButtonLinkProps } from '@site/shared/ui';

/** The member area's small outlined call to action ("去认证", "去绑定"): the kit's ghost button link. */
export function ActionLink(props: Omit<ButtonLinkProps, 'variant' | 'size'>) {
  return <ButtonLink variant="ghost" size="sm" {...props} />;
}
