import {describe, expect, it} from 'vitest';
import {isApplePlatform, isSearchShortcut, isSlashShortcut, isTypingTarget} from '../../../src/search/shortcuts';

const key = (k: string, mods: Partial<{ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean}> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('isSearchShortcut', () => {
  it('is Ctrl+K off Apple platforms', () => {
    expect(isSearchShortcut(key('k', {ctrlKey: true}), false)).toBe(true);
    expect(isSearchShortcut(key('K', {ctrlKey: true}), false)).toBe(true);
    expect(isSearchShortcut(key('k', {metaKey: true}), false)).toBe(false);
  });

  it('is Cmd+K on Apple platforms', () => {
    expect(isSearchShortcut(key('k', {metaKey: true}), true)).toBe(true);
    expect(isSearchShortcut(key('k', {ctrlKey: true}), true)).toBe(false);
  });

  it('is not K with other modifiers or another key', () => {
    expect(isSearchShortcut(key('k', {ctrlKey: true, shiftKey: true}), false)).toBe(false);
    expect(isSearchShortcut(key('j', {ctrlKey: true}), false)).toBe(false);
  });
});

describe('isApplePlatform', () => {
  it('recognises macOS and iOS from client hints, platform or user agent', () => {
    expect(isApplePlatform({userAgentData: {platform: 'macOS'}})).toBe(true);
    expect(isApplePlatform({platform: 'MacIntel'})).toBe(true);
    expect(isApplePlatform({userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'})).toBe(true);
  });

  it('is false elsewhere and without a navigator', () => {
    expect(isApplePlatform({userAgentData: {platform: 'Linux'}, userAgent: 'X11; Linux x86_64'})).toBe(false);
    expect(isApplePlatform(undefined)).toBe(false);
  });
});

describe('isSlashShortcut', () => {
  it('is "/" pressed on the page', () => {
    expect(isSlashShortcut(key('/'), {tagName: 'BODY'})).toBe(true);
  });

  it('is not "/" typed where text goes', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) expect(isSlashShortcut(key('/'), {tagName})).toBe(false);
    expect(isSlashShortcut(key('/'), {tagName: 'DIV', isContentEditable: true})).toBe(false);
  });

  it('is not "/" with a modifier', () => {
    expect(isSlashShortcut(key('/', {ctrlKey: true}), {tagName: 'BODY'})).toBe(false);
  });
});

describe('isTypingTarget', () => {
  it('is false for no target and for plain elements', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget({tagName: 'A'})).toBe(false);
  });
});
