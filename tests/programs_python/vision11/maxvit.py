# MaxViT from torchvision: MBConv + block/grid attention layers, relative position bias, init under a seed.
import torch
from torchvision import models
from torchvision.models.maxvit import MaxVit, MaxVitBlock, MaxVitLayer, MBConv, RelativePositionalMultiHeadAttention

torch.manual_seed(0)
m = models.maxvit_t(num_classes=10)
print(m.stem)
print(m.blocks[0].layers[0])
print(m.classifier)
sd = m.state_dict()
print(len(sd), sum(v.numel() for v in sd.values()))
for k in list(sd)[:10] + list(sd)[-4:]:
    print(k, tuple(sd[k].shape))
print(round(m.stem[0][0].weight.std().item(), 5), round(m.classifier[5].weight.std().item(), 5))
m.eval()
x = torch.randn(1, 3, 224, 224)
with torch.no_grad():
    y = m(x)
print(y.shape, round(y.sum().item(), 3), torch.round(y[0, :5], decimals=4))
torch.manual_seed(0)
tiny = MaxVit(input_size=(32, 32), stem_channels=8, partition_size=2, block_channels=[8, 16], block_layers=[1, 1],
              head_dim=4, stochastic_depth_prob=0.2, num_classes=3)
tiny.train()
out = tiny(torch.randn(2, 3, 32, 32))
out.sum().backward()
print(out.shape, tiny.blocks[1].layers[0].layers.window_attention.attn_layer[1].relative_position_bias_table.grad.shape)
s = torch.jit.script(tiny.eval())
xs = torch.randn(1, 3, 32, 32)
with torch.no_grad():
    print(torch.allclose(s(xs), tiny(xs), atol=1e-5))
