# `torchscript inspect` of a .pt saved by PyTorch whose methods break out of
# loops and return tuples (tests/data/pt/generate_loop_exits.py): the code
# prints as PyTorch's own `m.code` of the loaded module.
# RUN: inspect %S/../../data/pt/loop_exits.pt
# CHECK-LABEL: methods:
# CHECK-NEXT:   forward(self, Tensor x) -> ((Tensor, int))
# CHECK-NEXT:   find(self, int[] xs, int t) -> ((int, (float, str)))
# CHECK-LABEL: code:
# CHECK-NEXT: def forward(self,
# CHECK-NEXT:     x: Tensor) -> Tuple[Tensor, int]:
# CHECK-NEXT:   lin = self.lin
# CHECK-NEXT:   y = (lin).forward(x, )
# CHECK-NEXT:   y0 = y
# CHECK-NEXT:   _0 = 0
# CHECK-NEXT:   _1 = True
# CHECK-NEXT:   while _1:
# CHECK-NEXT:     if torch.eq(_0, 1):
# CHECK-NEXT:       _2, _3 = False, y0
# CHECK-NEXT:     else:
# CHECK-NEXT:       _2, _3 = True, torch.add(y0, 1)
# CHECK-NEXT:     _4 = torch.add(_0, 1)
# CHECK-NEXT:     _1, y0, _0 = torch.__and__(torch.lt(_4, 3), _2), _3, _4
# CHECK-NEXT:   return (y0, 3)
# CHECK: def find(self,
# CHECK-NEXT:     xs: List[int],
# CHECK-NEXT:     t: int) -> Tuple[int, Tuple[float, str]]:
# CHECK-NEXT:   _0 = uninitialized(Tuple[int, Tuple[float, str]])
# CHECK-NEXT:   _1 = torch.len(xs)
# CHECK-NEXT:   _2 = False
# CHECK-NEXT:   _3 = _0
# CHECK-NEXT:   _4 = 0
# CHECK-NEXT:   _5 = torch.gt(_1, 0)
# CHECK-NEXT:   while _5:
# CHECK-NEXT:     if torch.eq(xs[_4], t):
# CHECK-NEXT:       _6, _7, _8 = False, True, (_4, (1., "found"))
# CHECK-NEXT:     else:
# CHECK-NEXT:       _6, _7, _8 = True, False, _0
# CHECK-NEXT:     _9 = torch.add(_4, 1)
# CHECK-NEXT:     _5, _2, _3, _4 = torch.__and__(torch.lt(_9, _1), _6), _7, _8, _9
# CHECK-NEXT:   if _2:
# CHECK-NEXT:     _10 = _3
# CHECK-NEXT:   else:
# CHECK-NEXT:     _10 = (-1, (0., "missing"))
# CHECK-NEXT:   return _10
