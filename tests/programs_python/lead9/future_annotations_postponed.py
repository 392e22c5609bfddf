from __future__ import annotations
class N:
    def nxt(self) -> N:
        return self
    x: Undefined = 3
print(N().nxt().x, N.__annotations__, N.nxt.__annotations__)
import __future__
print(__future__.annotations, __future__.all_feature_names[:2])
