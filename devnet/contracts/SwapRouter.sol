// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IActivityPoints} from "./IActivityPoints.sol";

/// @notice The parts of UniswapV2Router02 the site router calls.
interface IUniswapV2Router02Like {
    function factory() external view returns (address);
    function WETH() external view returns (address);
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory);
    function addLiquidityETH(
        address token,
        uint256 amountTokenDesired,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity);
    function removeLiquidityETH(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external returns (uint256 amountToken, uint256 amountETH);
    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        returns (uint256[] memory amounts);
    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);
}

/// @notice The parts of UniswapV2Factory and UniswapV2Pair the site router reads.
interface IUniswapV2FactoryLike {
    function getPair(address tokenA, address tokenB) external view returns (address);
}

interface IWETHLike {
    function withdraw(uint256 amount) external;
}

interface IUniswapV2PairLike {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function token0() external view returns (address);
    function totalSupply() external view returns (uint256);
}

/// @title Site swap router (wraps a real UniswapV2Router02)
/// @notice The surface of the reference's IggySwapRouter (reference-product.md §3.7) with its weaknesses fixed:
///         - Fee (`feeBps`, default 0.8 %) taken in ETH whenever the trade has an ETH or WETH end: off the input
///           when the path starts at WETH (ETH or WETH sent in), off the output when it ends at WETH (ETH or WETH
///           received); WETH fees are unwrapped first. Other token -> token trades pay the fee in the OUTPUT token
///           (no extra swap, so no extra price impact); the staking share is skipped there because the staking
///           contract takes plain ETH only.
///         - Fee split: referrer share first (`referrerShareBps` of the fee; skipped for no referrer, a
///           self-referral, or a referrer that refuses the payment), then `stakingShareBps` of the remainder to the
///           staking address (skipped while unset), then `frontendShareBps` of what is left to the frontend
///           operator (skipped while unset), and the rest to the owner (treasury). A skipped share flows on.
///         - `getAmountsOut` is net of the fee, so the frontend's quote is exactly what arrives; `amountOutMin` is
///           enforced on the net amount with a custom error; the deadline is checked first with a custom error.
///         - addLiquidityETH REFUNDS the ETH and tokens Uniswap did not use (the reference kept them).
///         - Activity points: the fee paid in ETH is reported to ActivityPoints as wei spent by the trader (the
///           reference credits only ETH-output trades because only there its fee is ETH; here both ETH directions
///           pay an ETH fee, so both count). Token -> token trades earn none.
contract SwapRouter is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    error Expired();
    error ZeroAmount();
    error InvalidPath();
    error NoPool();
    error InsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin);
    error EthTransferFailed();
    error FeeTooHigh();
    error ShareTooHigh();
    error UnexpectedEthSender();

    event FeeSplit(
        address indexed user,
        address indexed referrer,
        address indexed token,
        uint256 referrerAmount,
        uint256 stakingAmount,
        uint256 frontendAmount,
        uint256 treasuryAmount
    );
    event StakingAddressChanged(address indexed stakingAddress);
    event FrontendAddressChanged(address indexed frontendAddress);
    event FeeChanged(uint256 feeBps);
    event SharesChanged(uint256 referrerShareBps, uint256 stakingShareBps, uint256 frontendShareBps);

    uint256 public constant MAX_BPS = 10_000;
    uint256 public constant MAX_FEE_BPS = 500; // 5 %

    IUniswapV2Router02Like public immutable uniswapRouter;
    address public immutable factory;
    address public immutable weth;
    address public immutable activityPoints;

    uint256 public feeBps = 80; // 0.8 %
    uint256 public referrerShareBps = 1_000; // 10 % of the fee
    uint256 public stakingShareBps = 8_000; // 80 % of what the referrer leaves
    uint256 public frontendShareBps = 5_000; // 50 % of what staking leaves
    address public stakingAddress;
    address public frontendAddress;

    constructor(address uniswapRouter_, address activityPoints_, address frontendAddress_) Ownable(msg.sender) {
        uniswapRouter = IUniswapV2Router02Like(uniswapRouter_);
        factory = IUniswapV2Router02Like(uniswapRouter_).factory();
        weth = IUniswapV2Router02Like(uniswapRouter_).WETH();
        activityPoints = activityPoints_;
        frontendAddress = frontendAddress_;
    }

    /// @dev ETH arrives only from Uniswap (swap output, addLiquidityETH change); anything else would be stuck.
    receive() external payable {
        if (msg.sender != address(uniswapRouter) && msg.sender != weth) revert UnexpectedEthSender();
    }

    modifier ensure(uint256 deadline) {
        if (deadline < block.timestamp) revert Expired();
        _;
    }

    // READS

    /// @notice Uniswap's amounts along `path`, with the fee taken out: from the input when path[0] is WETH (the
    ///         trade pays in ETH), else from the last amount. The last amount is exactly what a swap delivers.
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory) {
        if (path.length < 2) revert InvalidPath();
        if (path[0] == weth) {
            uint256[] memory amounts = uniswapRouter.getAmountsOut(amountIn - _fee(amountIn), path);
            amounts[0] = amountIn;
            return amounts;
        }
        uint256[] memory out = uniswapRouter.getAmountsOut(amountIn, path);
        out[out.length - 1] -= _fee(out[out.length - 1]);
        return out;
    }

    /// @notice The pair of two tokens (address(0) means WETH), or address(0) when there is none.
    function getPair(address tokenA, address tokenB) public view returns (address) {
        return IUniswapV2FactoryLike(factory).getPair(_orWeth(tokenA), _orWeth(tokenB));
    }

    /// @notice How much worse than the pool's mid price a trade of `amountIn` executes, in bips, before any fee:
    ///         amountIn / (reserveIn + amountIn) for one pair. Without a direct pair the route goes through WETH
    ///         and the two hops' impacts compound. address(0) means WETH. Reverts NoPool when neither route exists.
    function getPriceImpact(address tokenIn, address tokenOut, uint256 amountIn) external view returns (uint256) {
        tokenIn = _orWeth(tokenIn);
        tokenOut = _orWeth(tokenOut);
        address direct = getPair(tokenIn, tokenOut);
        if (direct != address(0)) return _impact(direct, tokenIn, amountIn);
        if (tokenIn == weth || tokenOut == weth) revert NoPool();
        address first = getPair(tokenIn, weth);
        address second = getPair(weth, tokenOut);
        if (first == address(0) || second == address(0)) revert NoPool();
        uint256 impact1 = _impact(first, tokenIn, amountIn);
        address[] memory hop = new address[](2);
        hop[0] = tokenIn;
        hop[1] = weth;
        uint256 mid = amountIn == 0 ? 0 : uniswapRouter.getAmountsOut(amountIn, hop)[1];
        uint256 impact2 = _impact(second, weth, mid);
        return MAX_BPS - ((MAX_BPS - impact1) * (MAX_BPS - impact2)) / MAX_BPS;
    }

    /// @notice The ETH that goes with `amount` of `token` when adding liquidity at the current pool ratio
    ///         (0 without a pool or reserves: the first provider sets the price).
    function calculateETHForLiquidity(address token, uint256 amount) external view returns (uint256) {
        address pair = getPair(token, weth);
        if (pair == address(0)) return 0;
        (uint256 reserveToken, uint256 reserveEth) = _reserves(pair, token);
        if (reserveToken == 0) return 0;
        return (amount * reserveEth) / reserveToken;
    }

    /// @notice What burning `lpAmount` of the token/WETH pair returns now: (amountToken, amountETH).
    function calculateETHAndTokensToReceive(address token, uint256 lpAmount)
        external
        view
        returns (uint256 amountToken, uint256 amountETH)
    {
        address pair = getPair(token, weth);
        if (pair == address(0)) return (0, 0);
        uint256 supply = IUniswapV2PairLike(pair).totalSupply();
        if (supply == 0) return (0, 0);
        // Uniswap's burn pays out pro rata of the pair's balances.
        amountToken = (lpAmount * IERC20(token).balanceOf(pair)) / supply;
        amountETH = (lpAmount * IERC20(weth).balanceOf(pair)) / supply;
    }

    // LIQUIDITY (no fee)

    /// @notice Adds token/ETH liquidity through Uniswap; LP tokens go to `to`. Pulls `amountTokenDesired` from the
    ///         caller and refunds whatever Uniswap did not use, in tokens and in ETH.
    function addLiquidityETH(
        address token,
        uint256 amountTokenDesired,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external payable nonReentrant ensure(deadline) returns (uint256 amountToken, uint256 amountETH, uint256 liquidity) {
        if (amountTokenDesired == 0 || msg.value == 0) revert ZeroAmount();
        IERC20(token).safeTransferFrom(msg.sender, address(this), amountTokenDesired);
        IERC20(token).forceApprove(address(uniswapRouter), amountTokenDesired);
        (amountToken, amountETH, liquidity) = uniswapRouter.addLiquidityETH{value: msg.value}(
            token, amountTokenDesired, amountTokenMin, amountETHMin, to, deadline
        );
        IERC20(token).forceApprove(address(uniswapRouter), 0);
        if (amountTokenDesired > amountToken) IERC20(token).safeTransfer(msg.sender, amountTokenDesired - amountToken);
        if (msg.value > amountETH) _sendEth(msg.sender, msg.value - amountETH);
    }

    /// @notice Burns `liquidity` of the token/WETH pair (pulled from the caller) and sends token and ETH to `to`.
    function removeLiquidityETH(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external nonReentrant ensure(deadline) returns (uint256 amountToken, uint256 amountETH) {
        if (liquidity == 0) revert ZeroAmount();
        address pair = getPair(token, weth);
        if (pair == address(0)) revert NoPool();
        IERC20(pair).safeTransferFrom(msg.sender, address(this), liquidity);
        IERC20(pair).forceApprove(address(uniswapRouter), liquidity);
        (amountToken, amountETH) =
            uniswapRouter.removeLiquidityETH(token, liquidity, amountTokenMin, amountETHMin, to, deadline);
    }

    // SWAPS

    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        returns (uint256[] memory)
    {
        return _swapExactETHForTokens(amountOutMin, path, to, deadline, address(0));
    }

    function swapExactETHForTokensWithReferrer(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        address referrer
    ) external payable returns (uint256[] memory) {
        return _swapExactETHForTokens(amountOutMin, path, to, deadline, referrer);
    }

    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory) {
        return _swapExactTokensForETH(amountIn, amountOutMin, path, to, deadline, address(0));
    }

    function swapExactTokensForETHWithReferrer(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        address referrer
    ) external returns (uint256[] memory) {
        return _swapExactTokensForETH(amountIn, amountOutMin, path, to, deadline, referrer);
    }

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory) {
        return _swapExactTokensForTokens(amountIn, amountOutMin, path, to, deadline, address(0));
    }

    function swapExactTokensForTokensWithReferrer(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        address referrer
    ) external returns (uint256[] memory) {
        return _swapExactTokensForTokens(amountIn, amountOutMin, path, to, deadline, referrer);
    }

    // OWNER

    /// @notice Where the staking share of ETH fees goes (a contract that takes plain ETH); address(0) skips it.
    function setStakingAddress(address stakingAddress_) external onlyOwner {
        stakingAddress = stakingAddress_;
        emit StakingAddressChanged(stakingAddress_);
    }

    /// @notice The frontend operator's address; address(0) skips its share.
    function setFrontendAddress(address frontendAddress_) external onlyOwner {
        frontendAddress = frontendAddress_;
        emit FrontendAddressChanged(frontendAddress_);
    }

    function setFee(uint256 feeBps_) external onlyOwner {
        if (feeBps_ > MAX_FEE_BPS) revert FeeTooHigh();
        feeBps = feeBps_;
        emit FeeChanged(feeBps_);
    }

    function setShares(uint256 referrerShareBps_, uint256 stakingShareBps_, uint256 frontendShareBps_)
        external
        onlyOwner
    {
        if (referrerShareBps_ > MAX_BPS || stakingShareBps_ > MAX_BPS || frontendShareBps_ > MAX_BPS) {
            revert ShareTooHigh();
        }
        referrerShareBps = referrerShareBps_;
        stakingShareBps = stakingShareBps_;
        frontendShareBps = frontendShareBps_;
        emit SharesChanged(referrerShareBps_, stakingShareBps_, frontendShareBps_);
    }

    // INTERNAL

    function _swapExactETHForTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        address referrer
    ) private nonReentrant ensure(deadline) returns (uint256[] memory amounts) {
        if (msg.value == 0) revert ZeroAmount();
        if (path.length < 2 || path[0] != weth) revert InvalidPath();
        uint256 fee = _fee(msg.value);
        amounts = uniswapRouter.swapExactETHForTokens{value: msg.value - fee}(0, path, to, deadline);
        uint256 out = amounts[amounts.length - 1];
        if (out < amountOutMin) revert InsufficientOutputAmount(out, amountOutMin);
        amounts[0] = msg.value;
        _splitEthFee(fee, referrer);
    }

    function _swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        address referrer
    ) private nonReentrant ensure(deadline) returns (uint256[] memory amounts) {
        if (amountIn == 0) revert ZeroAmount();
        if (path.length < 2 || path[path.length - 1] != weth) revert InvalidPath();
        _pullAndApprove(path[0], amountIn);
        amounts = uniswapRouter.swapExactTokensForETH(amountIn, 0, path, address(this), deadline);
        uint256 gross = amounts[amounts.length - 1];
        uint256 fee = _fee(gross);
        uint256 out = gross - fee;
        if (out < amountOutMin) revert InsufficientOutputAmount(out, amountOutMin);
        amounts[amounts.length - 1] = out;
        _sendEth(to, out);
        _splitEthFee(fee, referrer);
    }

    function _swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        address referrer
    ) private nonReentrant ensure(deadline) returns (uint256[] memory amounts) {
        if (amountIn == 0) revert ZeroAmount();
        if (path.length < 2) revert InvalidPath();
        address tokenOut = path[path.length - 1];
        if (path[0] == weth) {
            // WETH in: the fee comes off the input, unwrapped and split as ETH (like swapExactETHForTokens).
            uint256 inputFee = _fee(amountIn);
            IERC20(weth).safeTransferFrom(msg.sender, address(this), amountIn);
            IWETHLike(weth).withdraw(inputFee);
            IERC20(weth).forceApprove(address(uniswapRouter), amountIn - inputFee);
            amounts = uniswapRouter.swapExactTokensForTokens(amountIn - inputFee, 0, path, to, deadline);
            uint256 received = amounts[amounts.length - 1];
            if (received < amountOutMin) revert InsufficientOutputAmount(received, amountOutMin);
            amounts[0] = amountIn;
            _splitEthFee(inputFee, referrer);
            return amounts;
        }
        _pullAndApprove(path[0], amountIn);
        amounts = uniswapRouter.swapExactTokensForTokens(amountIn, 0, path, address(this), deadline);
        uint256 gross = amounts[amounts.length - 1];
        uint256 fee = _fee(gross);
        uint256 out = gross - fee;
        if (out < amountOutMin) revert InsufficientOutputAmount(out, amountOutMin);
        amounts[amounts.length - 1] = out;
        IERC20(tokenOut).safeTransfer(to, out);
        if (tokenOut == weth) {
            // WETH out: the fee is unwrapped and split as ETH (like swapExactTokensForETH).
            IWETHLike(weth).withdraw(fee);
            _splitEthFee(fee, referrer);
        } else {
            _splitTokenFee(IERC20(tokenOut), fee, referrer);
        }
    }

    function _pullAndApprove(address token, uint256 amount) private {
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        IERC20(token).forceApprove(address(uniswapRouter), amount);
    }

    function _fee(uint256 amount) private view returns (uint256) {
        return (amount * feeBps) / MAX_BPS;
    }

    function _validReferrer(address referrer) private view returns (bool) {
        return referrer != address(0) && referrer != msg.sender;
    }

    /// @dev The split of an ETH fee; also credits the fee to the trader's activity points.
    function _splitEthFee(uint256 fee, address referrer) private {
        if (fee == 0) return;
        uint256 rest = fee;
        uint256 toReferrer;
        if (_validReferrer(referrer)) {
            toReferrer = (fee * referrerShareBps) / MAX_BPS;
            // A referrer that refuses ETH must not block its referees' trades: its share flows on.
            (bool ok,) = payable(referrer).call{value: toReferrer}("");
            if (ok) rest -= toReferrer;
            else toReferrer = 0;
        }
        uint256 toStaking;
        if (stakingAddress != address(0)) {
            toStaking = (rest * stakingShareBps) / MAX_BPS;
            rest -= toStaking;
            _sendEth(stakingAddress, toStaking);
        }
        uint256 toFrontend;
        if (frontendAddress != address(0)) {
            toFrontend = (rest * frontendShareBps) / MAX_BPS;
            rest -= toFrontend;
            _sendEth(frontendAddress, toFrontend);
        }
        _sendEth(owner(), rest);
        emit FeeSplit(msg.sender, toReferrer == 0 ? address(0) : referrer, address(0), toReferrer, toStaking, toFrontend, rest);
        if (activityPoints != address(0)) IActivityPoints(activityPoints).addWeiSpent(msg.sender, fee);
    }

    /// @dev The split of a token fee: like the ETH split without the staking share (staking takes ETH only).
    function _splitTokenFee(IERC20 token, uint256 fee, address referrer) private {
        if (fee == 0) return;
        uint256 rest = fee;
        uint256 toReferrer;
        if (_validReferrer(referrer)) {
            toReferrer = (fee * referrerShareBps) / MAX_BPS;
            rest -= toReferrer;
            token.safeTransfer(referrer, toReferrer);
        }
        uint256 toFrontend;
        if (frontendAddress != address(0)) {
            toFrontend = (rest * frontendShareBps) / MAX_BPS;
            rest -= toFrontend;
            token.safeTransfer(frontendAddress, toFrontend);
        }
        token.safeTransfer(owner(), rest);
        emit FeeSplit(msg.sender, toReferrer == 0 ? address(0) : referrer, address(token), toReferrer, 0, toFrontend, rest);
    }

    function _sendEth(address to, uint256 amount) private {
        if (amount == 0) return;
        (bool ok,) = payable(to).call{value: amount}("");
        if (!ok) revert EthTransferFailed();
    }

    function _orWeth(address token) private view returns (address) {
        return token == address(0) ? weth : token;
    }

    function _reserves(address pair, address tokenIn) private view returns (uint256 reserveIn, uint256 reserveOut) {
        (uint112 r0, uint112 r1,) = IUniswapV2PairLike(pair).getReserves();
        (reserveIn, reserveOut) = IUniswapV2PairLike(pair).token0() == tokenIn ? (r0, r1) : (r1, r0);
    }

    function _impact(address pair, address tokenIn, uint256 amountIn) private view returns (uint256) {
        (uint256 reserveIn,) = _reserves(pair, tokenIn);
        if (reserveIn + amountIn == 0) return 0;
        return (amountIn * MAX_BPS) / (reserveIn + amountIn);
    }
}
