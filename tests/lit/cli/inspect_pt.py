# `torchscript inspect` of a .pt saved by PyTorch (tests/data/pt/generate_api.py):
# methods with signatures, the submodule tree, parameter counts and bytes, code.
# RUN: inspect %S/../../data/pt/small_cnn.pt
# CHECK: module: __torch__.SmallCnn
# CHECK-NEXT: training: False
# CHECK-LABEL: methods:
# CHECK-NEXT:   forward(self, Tensor x) -> Tensor
# CHECK-NEXT:   embed(self, Tensor x, float scale=1.) -> ((Tensor, int))
# CHECK-LABEL: submodules:
# CHECK-NEXT:   <root> (SmallCnn)
# CHECK-NEXT:     features (torch.nn.modules.container.Sequential)
# CHECK-NEXT:       0 (torch.nn.modules.conv.Conv2d)  params=224
# CHECK-NEXT:       1 (torch.nn.modules.activation.ReLU)
# CHECK-NEXT:     head (torch.nn.modules.linear.Linear)  params=36
# CHECK: parameters: 260 in 4 tensors, 1.02 KiB
# CHECK-NEXT: buffers: 4 in 1 tensors, 16 B
# CHECK-LABEL: code:
# CHECK-NEXT: def forward(self,
# CHECK-NEXT:     x: Tensor) -> Tensor:
# CHECK: return torch.add(_0, offset)
# CHECK: def embed(self,
# CHECK: return (y, torch.dim(y))
