# Removes import specifiers tsc reports as unused (TS6133/TS6196/TS6192) in import declarations.
import re, subprocess, sys, collections
out = subprocess.run(['npx', 'tsc', '-p', sys.argv[1] if len(sys.argv) > 1 else 'tsconfig.json', '--noEmit'], capture_output=True, text=True).stdout
todo = collections.defaultdict(set)
for m in re.finditer(r"^(\S+)\((\d+),(\d+)\): error TS61(33|96): '(\w+)' is declared but", out, re.M):
    todo[m.group(1)].add(m.group(5))
for m in re.finditer(r"^(\S+)\((\d+),(\d+)\): error TS6192: All imports in import declaration are unused", out, re.M):
    todo[m.group(1)].add('*%s' % m.group(2))
for f, names in todo.items():
    s = open(f).read()
    def fix(decl):
        text = decl.group(0)
        head, body, tail = decl.group(1), decl.group(2), decl.group(3)
        parts = [p.strip() for p in body.split(',') if p.strip()]
        keep = [p for p in parts if re.sub(r'^type\s+', '', p).split(' as ')[-1].strip() not in names]
        if len(keep) == len(parts): return text
        if not keep: return ''
        return head + ' ' + ', '.join(keep) + ' ' + tail
    s2 = re.sub(r"(import(?:\s+type)?\s*\{)([^}]*)(\}\s*from\s*'[^']+';)\n?", lambda d: (fix(d) + '\n') if fix(d) else '', s)
    # default imports: import X from '...';
    s2 = re.sub(r"^import (\w+) from '[^']+';\n", lambda d: '' if d.group(1) in names else d.group(0), s2, flags=re.M)
    if s2 != s:
        open(f, 'w').write(s2); print('fixed', f)
