# Methods of script classes dump as Class.method; self is the first input.
# RUN: graph Counter.bump
import torch

# CHECK-LABEL: graph(%self{{.*}} : __torch__.Counter,
# CHECK: int = prim::GetAttr[name="n"{{.*}}](%self
# CHECK: prim::SetAttr[name="n"{{.*}}](%self
@torch.jit.script
class Counter:
    def __init__(self):
        self.n = 0

    def bump(self, k: int) -> int:
        self.n = self.n + k
        return self.n
