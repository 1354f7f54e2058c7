import { render } from '@testing-library/react';
import { PostBody } from './PostBody';

describe('PostBody', () => {
  it('renders the body without anything that runs script', () => {
    const alert = jest.fn();
    (window as unknown as { pwned: jest.Mock }).pwned = alert;
    const { getByTestId } = render(
      <PostBody
        lang="en"
        html={'<h2>Title</h2><p onclick="pwned()">Text<script>pwned()</script></p><img src="x" onerror="pwned()"><a href="javascript:pwned()">x</a><a href="https://other.example">out</a>'}
      />,
    );
    const body = getByTestId('post-body');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelectorAll('[onclick], [onerror]')).toHaveLength(0);
    expect(body.innerHTML).not.toContain('javascript:');
    expect(body.querySelector('h2')?.textContent).toBe('Title');
    expect(body.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(body.querySelector('a[href="https://other.example"]')?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(body.getAttribute('lang')).toBe('en');
    expect(alert).not.toHaveBeenCalled();
  });
});
