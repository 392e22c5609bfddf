# Freezing inlines F.max_pool2d and folds its argument handling
# (isinstance and unchecked_cast of constants), and drops eval dropouts,
# so .code shows the bare operator calls PyTorch's frozen code shows.
import torch
import torch.nn as nn

m = nn.Sequential(nn.MaxPool2d(2), nn.Dropout(0.25), nn.AvgPool2d(2, stride=1)).eval()
frozen = torch.jit.freeze(torch.jit.script(m))
print(frozen.code)
x = torch.arange(2 * 36, dtype=torch.float32).reshape(1, 2, 6, 6)
print(frozen(x))
print(torch.equal(frozen(x), m(x)))
