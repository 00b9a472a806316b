// Only the Mantine styles the app uses (the full sheet is 263 kB), then the app's own. This sheet
// is in the entry and blocks the first paint, so it holds what every screen needs: Mantine's base
// (in Mantine's order: the components the others build on come first), the inputs, text and
// buttons the login, the signing page and the error views show. A component that only some
// screens show has its sheet imported by the module that renders it (`import
// '@mantine/core/styles/Table.css'`), so it downloads with that screen, after this sheet
// (styles.test.ts checks every such module does).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
// The toasts' sheet, here rather than injected by the library when the first toast arrives: it sets
// variables on :root, and a sheet added after the first screen made the browser recompute the
// style and layout of every element on it (toast-host.tsx imports the unstyled build).
import 'react-toastify/ReactToastify.css';
import './app.css';
